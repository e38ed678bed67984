import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@vitalia/contracts/auth-messages';
import { fieldOfRegistrationError, type SignupValues } from './registration-errors';

const filled: SignupValues = {
  firstName: 'Ana',
  email: 'ana@example.com',
  phone: '+523312345678',
  password: 'secreta123',
  confirmPassword: 'secreta123',
};

describe('the sign-up field a rule is about', () => {
  it('points "complete every field" at the first empty field on the page', () => {
    expect(fieldOfRegistrationError(AUTH_MESSAGES.registerMissing, { ...filled, email: ' ' })).toBe('email');
    expect(
      fieldOfRegistrationError(AUTH_MESSAGES.registerMissing, {
        ...filled,
        password: '',
        confirmPassword: '',
      }),
    ).toBe('password');
    expect(fieldOfRegistrationError(AUTH_MESSAGES.registerMissing, { ...filled, confirmPassword: '' })).toBe(
      'confirmPassword',
    );
  });

  it('names the field of each rule, and no field for a message about none', () => {
    expect(fieldOfRegistrationError(AUTH_MESSAGES.passwordTooShort, filled)).toBe('password');
    expect(fieldOfRegistrationError(AUTH_MESSAGES.passwordMismatch, filled)).toBe('confirmPassword');
    expect(fieldOfRegistrationError(AUTH_MESSAGES.emailInvalid, filled)).toBe('email');
    expect(fieldOfRegistrationError(AUTH_MESSAGES.phoneInvalid, filled)).toBe('phone');
    expect(fieldOfRegistrationError(AUTH_MESSAGES.firstNameMissing, filled)).toBe('firstName');
    expect(fieldOfRegistrationError('El servidor no responde.', filled)).toBeNull();
  });
});
