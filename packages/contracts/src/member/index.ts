export * from './types';
export * from './messages';
export * from './schedules';
export * from './medications';
export * from './profile';
