export * from './auth';
export * from './member';
export { normalizePhone } from './phone';
export type { Validation } from './validation';
