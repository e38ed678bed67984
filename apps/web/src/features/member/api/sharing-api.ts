import type {
  AccessLogReply,
  InviteReply,
  OwnedSharesReply,
  ReceivedShare,
  ReceivedSharesReply,
  ShareScope,
} from '@vitalia/contracts/sharing';
import { apiRequest } from '../../../lib/api-client';

const USERS = '/health-users';

export const inviteToShare = (body: { email: string; scope: ShareScope }) =>
  apiRequest<InviteReply>(`${USERS}/shares/`, { method: 'POST', body });

export const fetchOwnedShares = (signal?: AbortSignal) =>
  apiRequest<OwnedSharesReply>(`${USERS}/shares/`, { signal });

export const revokeShare = (id: number) => apiRequest<void>(`${USERS}/shares/${id}/`, { method: 'DELETE' });

export const fetchAccessLog = (signal?: AbortSignal) =>
  apiRequest<AccessLogReply>(`${USERS}/shares/access-log/`, { signal });

export const acceptInvitationLink = (token: string) =>
  apiRequest<ReceivedShare>(`${USERS}/invitations/accept-link/`, { method: 'POST', body: { token } });

export const fetchSharedWithMe = (signal?: AbortSignal) =>
  apiRequest<ReceivedSharesReply>(`${USERS}/shared-with-me/`, { signal });
