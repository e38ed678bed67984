import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ChatItem, ChatSend } from '../api/chat-api';
import { useChat, useSendChat } from '../api/chat-queries';
import { describeError } from '../api/errors';
import { METRICS_QUERY_KEY } from '../api/metrics-queries';
import { NOTIFICATIONS_QUERY_KEY } from '../api/notifications-queries';
import {
  awaitReply,
  hasReplyArrived,
  newBotMessageIds,
  unlistedOutbox,
  REPLY_WAIT_MS,
  withOutbox,
  type AwaitedReply,
  type OutboxEntry,
} from './chat-conversation';

const NO_ITEMS: readonly ChatItem[] = [];
let nextLocalId = 0;

/**
 * The simulator's conversation: the server's list, the messages still on their way, and the wait for the
 * bot's answer (fast polling until it comes, at most REPLY_WAIT_MS, then a note that it is taking long).
 */
export function useChatConversation() {
  const queryClient = useQueryClient();
  const [awaited, setAwaited] = useState<AwaitedReply | null>(null);
  // The wait whose answer took longer than REPLY_WAIT_MS: polling slows down and a note says so.
  const [timedOut, setTimedOut] = useState<AwaitedReply | null>(null);
  const [outbox, setOutbox] = useState<OutboxEntry[]>([]);
  const [sendError, setSendError] = useState<string | null>(null);

  const send = useSendChat();
  const stillAwaiting = (list: readonly ChatItem[]) =>
    awaited !== null && timedOut !== awaited && !hasReplyArrived(list, awaited);
  const chat = useChat({ awaitsReply: (reply) => stillAwaiting(reply?.items ?? NO_ITEMS) });
  const serverItems = chat.data?.items;
  const waiting = awaited !== null && !hasReplyArrived(serverItems ?? NO_ITEMS, awaited);
  const awaitingReply = stillAwaiting(serverItems ?? NO_ITEMS);

  useEffect(() => {
    if (!awaitingReply || !awaited) return;
    const timer = window.setTimeout(
      () => setTimedOut(awaited),
      Math.max(0, REPLY_WAIT_MS - (Date.now() - awaited.since)),
    );
    return () => window.clearTimeout(timer);
  }, [awaitingReply, awaited]);

  // A new bot message may come with a stored reading or a crisis alert: the bell and the metrics ask
  // again. The first list only sets what was already there.
  const seenBotIds = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!serverItems) return;
    if (seenBotIds.current === null) {
      seenBotIds.current = new Set(newBotMessageIds(serverItems, new Set()));
      return;
    }
    const fresh = newBotMessageIds(serverItems, seenBotIds.current);
    if (fresh.length === 0) return;
    for (const id of fresh) seenBotIds.current.add(id);
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: METRICS_QUERY_KEY });
  }, [serverItems, queryClient]);

  /** Sends a message, showing `shownText` as on its way; false when the server refused it. */
  async function sendMessage(body: ChatSend, shownText: string): Promise<boolean> {
    const localId = `local-${++nextLocalId}`;
    // What is listed now: the message and its answer will be ones that are not among these.
    const before = serverItems ?? NO_ITEMS;
    const knownIds = new Set(before.map((item) => item.id));
    setSendError(null);
    setOutbox((current) => [
      ...unlistedOutbox(current, before),
      { localId, text: shownText, at: new Date().toISOString(), knownIds },
    ]);
    try {
      await send.mutateAsync(body);
      setAwaited(awaitReply(shownText, before, Date.now()));
      return true;
    } catch (error) {
      setOutbox((current) => current.filter((entry) => entry.localId !== localId));
      setSendError(describeError('No se pudo enviar el mensaje', error));
      return false;
    }
  }

  return {
    chat,
    items: withOutbox(serverItems ?? NO_ITEMS, outbox),
    sending: send.isPending,
    sendError,
    awaitingReply,
    /** The answer is taking longer than usual (polling went back to its slow pace). */
    replyIsLate: waiting && timedOut === awaited,
    sendText: (text: string) => sendMessage({ text }, text),
    sendOption: (option: { id: string; title: string }) =>
      sendMessage({ option_id: option.id, title: option.title }, option.title),
  };
}
