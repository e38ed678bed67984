import { AUTH_MESSAGES } from '@vitalia/contracts/auth-messages';

/** The sign-up form's fields, in the order the page shows them. */
export type SignupField = 'firstName' | 'email' | 'phone' | 'password' | 'confirmPassword';

export type SignupValues = Record<SignupField, string>;

const FIELD_OF_MESSAGE = new Map<string, SignupField>([
  [AUTH_MESSAGES.firstNameMissing, 'firstName'],
  [AUTH_MESSAGES.firstNameTooLong, 'firstName'],
  [AUTH_MESSAGES.emailInvalid, 'email'],
  [AUTH_MESSAGES.phoneInvalid, 'phone'],
  [AUTH_MESSAGES.passwordTooShort, 'password'],
  [AUTH_MESSAGES.passwordTooLong, 'password'],
  [AUTH_MESSAGES.passwordMismatch, 'confirmPassword'],
]);

const ORDER: readonly SignupField[] = ['firstName', 'email', 'phone', 'password', 'confirmPassword'];

/**
 * The field a sign-up rule's message is about, so the page shows it under that field (CONTRACTS.md
 * section 12): "complete every field" points at the first empty one. Null for a message about no field.
 */
export function fieldOfRegistrationError(detail: string, values: SignupValues): SignupField | null {
  if (detail === AUTH_MESSAGES.registerMissing) {
    return ORDER.find((field) => field !== 'firstName' && !values[field].trim()) ?? null;
  }
  return FIELD_OF_MESSAGE.get(detail) ?? null;
}
