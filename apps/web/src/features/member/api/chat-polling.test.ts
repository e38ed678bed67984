import { describe, expect, it } from 'vitest';
import { chatPollInterval, IDLE_POLL_MS, REPLY_POLL_MS } from './chat-polling';

describe('the chat’s polling pace', () => {
  it('polls fast only while an answer is awaited', () => {
    expect(chatPollInterval(true)).toBe(REPLY_POLL_MS);
    expect(chatPollInterval(false)).toBe(IDLE_POLL_MS);
    expect(REPLY_POLL_MS).toBeLessThan(1_000);
  });
});
