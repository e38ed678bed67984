import type { CompleteAccountReply, MessageReply, SessionsReply } from '@vitalia/contracts/account-security';
import { apiRequest } from '../../../lib/api-client';

export const changePassword = (body: { current_password: string; new_password: string }) =>
  apiRequest<MessageReply>('/health-users/password/', { method: 'PUT', body });

export const fetchSessions = (signal?: AbortSignal) =>
  apiRequest<SessionsReply>('/health-users/sessions/', { signal });

export const endSession = (id: number) =>
  apiRequest<void>(`/health-users/sessions/${id}/`, { method: 'DELETE' });

export const endEverySession = () =>
  apiRequest<MessageReply>('/health-users/sessions/revoke-all/', { method: 'POST', body: {} });

/** "Completa tu cuenta": the e-mail and password of an account made in the WhatsApp chat. */
export const completeAccount = (body: { email: string; password: string }) =>
  apiRequest<CompleteAccountReply>('/health-users/complete-account/', { method: 'POST', body });
