import type { MessageReply } from '@vitalia/contracts/account-security';
import { apiRequest } from '../../../lib/api-client';

/** Asks for a reset code by WhatsApp; the answer is the same whether the e-mail has an account or not. */
export const requestResetCode = (email: string) =>
  apiRequest<MessageReply>('/health-users/password-reset/', {
    method: 'POST',
    body: { email },
    anonymous: true,
  });

export const confirmReset = (body: { email: string; code: string; new_password: string }) =>
  apiRequest<MessageReply>('/health-users/password-reset/confirm/', {
    method: 'POST',
    body,
    anonymous: true,
  });

/** Sets a new password with the one-use link the chat sends («olvidé mi contraseña»). */
export const confirmResetLink = (body: { token: string; new_password: string }) =>
  apiRequest<MessageReply>('/health-users/password-reset/link/', {
    method: 'POST',
    body,
    anonymous: true,
  });
