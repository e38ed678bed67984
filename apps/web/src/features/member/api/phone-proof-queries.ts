import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PhoneChangeReply, PhoneStatus } from '@vitalia/contracts/phone-proof';
import { apiRequest } from '../../../lib/api-client';
import { chatIsSimulated } from '../../../lib/site-config';
import { PROFILE_QUERY_KEY } from './profile-queries';

export const PHONE_QUERY_KEY = ['member', 'phone'] as const;
const CHAT_CODE_QUERY_KEY = ['member', 'phone', 'chat-code'] as const;

/** Whether the account's WhatsApp number is proven (CONTRACTS.md section 6), and a new one waiting. */
export function usePhoneStatus() {
  return useQuery({
    queryKey: PHONE_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<PhoneStatus>('/health-users/phone/', { signal }),
  });
}

/**
 * The message a chat link prefills for a member whose number is not proven: a greeting with the one-use
 * code, which the first message from the number brings back. Null once proven, and in simulator mode (the public
 * simulator writes as a test number, never as the member's).
 */
export function useChatLinkMessage(): string | null {
  const status = usePhoneStatus();
  const wanted = !chatIsSimulated() && status.data !== undefined && !status.data.verified;
  const code = useQuery({
    queryKey: CHAT_CODE_QUERY_KEY,
    enabled: wanted,
    staleTime: Infinity,
    queryFn: () =>
      apiRequest<{ code: string | null; text: string | null }>('/health-users/phone/chat-code/', {
        method: 'POST',
        body: {},
      }),
  });
  const text = wanted ? code.data?.text : null;
  return text ? `Hola, quiero empezar con Vitalia ${text}` : null;
}

/** Enters the 6-digit code; the status (and the profile's phone, after a change) are read again. */
export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<void>('/health-users/phone/verify/', { method: 'POST', body: { code } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PHONE_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
}

/** "Enviar otro código". */
export function useResendPhoneCode() {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ message: string }>('/health-users/phone/code/', { method: 'POST', body: {} }),
  });
}

/**
 * Mi Perfil: a new number gets a code, asked for with the current password, or, for an account made in
 * the chat (no password), with the code first sent to the current number; the current number stays until
 * the new one's code is entered.
 */
export function useChangePhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proof: { phone: string; currentPassword?: string; currentCode?: string }) =>
      apiRequest<PhoneChangeReply>('/health-users/phone/change/', {
        method: 'POST',
        body: {
          phone: proof.phone,
          ...(proof.currentPassword ? { current_password: proof.currentPassword } : {}),
          ...(proof.currentCode ? { current_code: proof.currentCode } : {}),
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PHONE_QUERY_KEY }),
  });
}

/** What a failed proof request says: the server's Spanish detail, else a plain one. */
export const phoneProofErrorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'No pudimos conectar. Inténtalo de nuevo.';
