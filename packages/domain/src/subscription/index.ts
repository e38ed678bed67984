export * from './subscription-status';
