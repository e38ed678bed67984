import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchChat, sendChat, type ChatReply, type ChatSend } from './chat-api';
import { chatPollInterval } from './chat-polling';

/** The conversation with the bot (the simulator's page). */
export const CHAT_QUERY_KEY = ['member', 'chat'] as const;

/**
 * The conversation, asked for again every 700 ms while an answer is awaited and every 5 s otherwise, so
 * messages the bot starts show up too. React Query pauses the interval while the tab is hidden and asks
 * again when the person comes back to it.
 */
export const useChat = ({
  awaitsReply,
}: {
  /** Whether an answer is still awaited, given the list as it stands after each reading. */
  awaitsReply: (reply: ChatReply | undefined) => boolean;
}) =>
  useQuery({
    queryKey: CHAT_QUERY_KEY,
    queryFn: ({ signal }) => fetchChat(signal),
    staleTime: 0,
    refetchInterval: (query) => chatPollInterval(awaitsReply(query.state.data)),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });

/**
 * Sends a typed text or a pressed option. The list is asked for again at once, without holding up the
 * composer: the page shows the message as on its way until the list has it.
 */
export function useSendChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatSend) => sendChat(body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: CHAT_QUERY_KEY }),
  });
}
