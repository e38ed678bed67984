export * from './auth';
export { normalizePhone } from './phone';
