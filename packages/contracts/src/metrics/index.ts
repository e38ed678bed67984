export * from './types';
export * from './validation';
