import { describe, expect, it } from 'vitest';
import { readWebhook } from './read-webhook';

const NOW = new Date('2026-03-02T15:00:00Z');

function textWebhook(body: string) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        changes: [
          {
            value: {
              messages: [
                {
                  id: 'wamid.1',
                  from: '5215512345678',
                  timestamp: '1772463000',
                  type: 'text',
                  text: { body },
                },
              ],
            },
          },
        ],
      },
    ],
  };
}

const bodyOf = (text: string) => readWebhook(textWebhook(text), NOW).messages[0]?.body ?? null;

describe('the webhook reader', () => {
  it('keeps line feeds, reads tabs as spaces and removes every other control character', () => {
    expect(bodyOf('glucosa\t110\nen ayunas')).toBe('glucosa 110\nen ayunas');
    expect(bodyOf('glucosa 110\r\nen ayunas')).toBe('glucosa 110\nen ayunas');
    expect(bodyOf('\u202eglu\u0000cosa\u0085 110\u2066\u007f')).toBe('glucosa 110');
    for (let code = 0; code <= 0x9f; code++) {
      if (code === 0x09 || code === 0x0a || (code >= 0x20 && code < 0x7f)) continue;
      expect(bodyOf(`a${String.fromCodePoint(code)}b`), code.toString(16)).toBe('ab');
    }
  });

  it('takes a message of control characters only as no message', () => {
    expect(readWebhook(textWebhook('\u0000\u0007\u202e'), NOW).messages).toEqual([]);
  });
});
