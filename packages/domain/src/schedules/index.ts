export * from './schedule';
export * from './calendar';
