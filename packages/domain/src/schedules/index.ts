export * from './schedule';
export * from './calendar';
export * from './country-time-zone';
