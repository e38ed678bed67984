import { describe, expect, it } from 'vitest';
import type { ChatItem } from '../api/chat-api';
import {
  awaitReply,
  hasReplyArrived,
  newBotMessageIds,
  unlistedOutbox,
  withOutbox,
  type OutboxEntry,
} from './chat-conversation';

const at = (minute: number) => new Date(Date.UTC(2025, 5, 10, 20, minute)).toISOString();
const user = (id: string, text: string, minute = 0): ChatItem => ({
  id,
  from: 'user',
  at: at(minute),
  message: { type: 'text', text },
});
const bot = (id: string, text: string, minute = 0): ChatItem => ({
  id,
  from: 'bot',
  at: at(minute),
  status: 'delivered',
  message: { type: 'text', text },
});

describe('telling the bot’s answer apart', () => {
  const before = [user('in-1', 'hola'), bot('out-1', '¡Hola, Ana!')];

  it('waits while only the sent message is listed', () => {
    const awaited = awaitReply('presión 130', before, 0);
    expect(hasReplyArrived(before, awaited)).toBe(false);
    expect(hasReplyArrived([...before, user('in-2', 'presión 130', 1)], awaited)).toBe(false);
  });

  it('sees the answer once a new bot message follows the sent one', () => {
    const awaited = awaitReply('presión 130', before, 0);
    const after = [...before, user('in-2', 'presión 130', 1), bot('out-2', '¿Y la diastólica?', 1)];
    expect(hasReplyArrived(after, awaited)).toBe(true);
  });

  it('does not take a bot message listed before the sent one as its answer', () => {
    // The answer to an earlier message arrived after this one was sent, but the list puts it first.
    const awaited = awaitReply('85', before, 0);
    const after = [...before, bot('out-2', 'Anotado', 1), user('in-3', '85', 1)];
    expect(hasReplyArrived(after, awaited)).toBe(false);
    expect(hasReplyArrived([...after, bot('out-3', 'Presión 130/85', 2)], awaited)).toBe(true);
  });

  it('does not mistake an older message with the same text for the sent one', () => {
    const awaited = awaitReply('hola', before, 0);
    expect(hasReplyArrived([...before, user('in-2', 'hola', 1)], awaited)).toBe(false);
  });

  it('accepts a new bot message while the sent one is not listed yet, whatever the clocks say', () => {
    const awaited = awaitReply('peso 72', before, 0);
    expect(hasReplyArrived([...before, bot('out-2', 'Listo', -30)], awaited)).toBe(true);
  });
});

describe('messages on their way', () => {
  const knownIds = new Set(['in-1', 'out-1']);
  const entry = (localId: string, text: string, minute: number): OutboxEntry => ({
    localId,
    text,
    at: at(minute),
    knownIds,
  });
  const outbox = [entry('local-1', 'presión 130', 1), entry('local-2', '85', 2), entry('local-3', '85', 2)];
  const listed = [user('in-1', '85'), bot('out-1', '¡Hola!')];

  it('shows the sent messages the list does not have yet after it, marked as sending', () => {
    const shown = withOutbox(listed, outbox);
    expect(shown.map((item) => item.id)).toEqual(['in-1', 'out-1', 'local-1', 'local-2', 'local-3']);
    expect(shown.slice(2).every((item) => item.sending && item.from === 'user')).toBe(true);
    expect(shown[2]!.message).toEqual({ type: 'text', text: 'presión 130' });
  });

  it('recognises a listed message by its text among the ones new since it went out, one for one', () => {
    const later = [...listed, user('in-2', 'presión 130'), bot('out-2', '¿La baja?'), user('in-3', '85')];
    expect(unlistedOutbox(outbox, later).map((left) => left.localId)).toEqual(['local-3']);
    expect(withOutbox(later, outbox).map((item) => item.id)).toEqual([
      'in-1',
      'out-1',
      'in-2',
      'out-2',
      'in-3',
      'local-3',
    ]);
    expect(unlistedOutbox(outbox, [...later, user('in-4', '85')])).toEqual([]);
  });

  it('keeps the same list when nothing new is listed', () => {
    expect(unlistedOutbox(outbox, listed)).toBe(outbox);
  });

  it('finds bot messages not seen before (news for the bell)', () => {
    const items = [...listed, user('in-2', 'glucosa 45'), bot('out-2', 'Valor de crisis')];
    expect(newBotMessageIds(items, new Set(['out-1']))).toEqual(['out-2']);
    expect(newBotMessageIds(items, new Set(['out-1', 'out-2']))).toEqual([]);
  });
});
