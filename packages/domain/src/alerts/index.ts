// Smart alerts: pure rules over a person's recent readings and settings (no database, no clock of their
// own). Reached as @vitalia/domain/alerts.
export * from './alert-types';
export * from './alert-wording';
export * from './glucose-alert';
export * from './repeated-lows-alert';
export * from './pressure-alert';
export * from './weight-alert';
export * from './personal-range-alert';
export * from './inactivity-alert';
export * from './evaluate-alerts';
