export { createServices, type ServiceOptions, type Services } from './create-services';
export {
  DomainError,
  ConflictError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
} from './errors';
export { ACCOUNT_MESSAGES, type AccountsService } from './accounts/accounts-service';
export { LOGIN_LIMITS } from './accounts/login-throttle';
export { MAX_REMINDERS_PER_USER, REMINDER_MESSAGES, type RemindersService } from './reminders-service';
export { MEDICATION_LIMITS, MEDICATION_MESSAGES, type MedicationsService } from './medications-service';
export type { ProfileService } from './profile-service';
