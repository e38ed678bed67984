import { describe, expect, it } from 'vitest';
import { buildIdentityChangeWebhook, buildInboundWebhook } from '@vitalia/testkit';
import { readWebhook } from './read-webhook';

const NOW = new Date('2026-03-02T15:00:00Z');

function textWebhook(body: string, contacts?: unknown) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        changes: [
          {
            value: {
              ...(contacts ? { contacts } : {}),
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

  it('carries the sender’s WhatsApp profile name, when the contacts give it', () => {
    const named = readWebhook(
      textWebhook('hola', [{ wa_id: '5215512345678', profile: { name: ' María\u202e Pérez ' } }]),
      NOW,
    );
    expect(named.messages[0]?.profileName).toBe('María Pérez');
    const other = readWebhook(
      textWebhook('hola', [{ wa_id: '5215500000000', profile: { name: 'Otra' } }]),
      NOW,
    );
    expect(other.messages[0]?.profileName).toBeNull();
    expect(readWebhook(textWebhook('hola'), NOW).messages[0]?.profileName).toBeNull();
  });
});

describe('voice notes', () => {
  it('reads an audio message as kind audio with its media id and type, nothing else', () => {
    const webhook = buildInboundWebhook({
      from: '5215512345678',
      kind: 'audio',
      media: { id: '1234567890123456', mimeType: 'audio/ogg; codecs=opus' },
    });
    const [message] = readWebhook(webhook, NOW).messages;
    expect(message).toMatchObject({
      kind: 'audio',
      body: null,
      title: null,
      mediaId: '1234567890123456',
      mediaType: 'audio/ogg; codecs=opus',
    });
  });

  it('takes an audio message without a media id as one it cannot use', () => {
    const webhook = buildInboundWebhook({ from: '5215512345678', kind: 'audio' });
    delete webhook.entry[0].changes[0].value.messages[0].audio.id;
    expect(readWebhook(webhook, NOW).messages).toMatchObject([{ kind: 'unsupported' }]);
  });
});

describe('other numbers of the business account', () => {
  const ofNumber = (phoneNumberId: string) => {
    const body = textWebhook('glucosa 110');
    const value = body.entry[0]!.changes[0]!.value as Record<string, unknown>;
    value.metadata = { display_phone_number: '15550001234', phone_number_id: phoneNumberId };
    value.statuses = [{ id: 'wamid.out', status: 'delivered', timestamp: '1772463000' }];
    return body;
  };

  it('skips the messages and statuses of a number that is not ours', () => {
    const read = readWebhook(ofNumber('999'), NOW, { phoneNumberId: '100200300400' });
    expect(read).toEqual({ messages: [], statuses: [], identityChanges: [] });
    const ours = readWebhook(ofNumber('100200300400'), NOW, { phoneNumberId: '100200300400' });
    expect([ours.messages.length, ours.statuses.length]).toEqual([1, 1]);
  });

  it('reads every number when none is configured (simulator mode)', () => {
    const read = readWebhook(ofNumber('999'), NOW);
    expect([read.messages.length, read.statuses.length]).toEqual([1, 1]);
  });
});

describe('senders in 2026: phone, business-scoped user id, or both', () => {
  const BSUID = 'MX.1349120865530274';

  it('reads the BSUID and the profile name with the phone, and answers at the phone', () => {
    const [message] = readWebhook(
      buildInboundWebhook({ from: '5215512345678', userId: BSUID, name: 'Ana', text: 'hola' }),
      NOW,
    ).messages;
    expect(message).toMatchObject({
      waId: '5215512345678',
      waUserId: BSUID,
      profileName: 'Ana',
      body: 'hola',
    });
  });

  it('keeps a message that comes with a BSUID only (a username, no phone), answered at the BSUID', () => {
    const body = buildInboundWebhook({ userId: BSUID, name: 'Beto', text: 'hola' });
    const value = body.entry[0].changes[0].value;
    expect(value.messages[0].from).toBeUndefined();
    expect(value.contacts[0]).toEqual({ profile: { name: 'Beto' }, user_id: BSUID });
    const [message] = readWebhook(body, NOW).messages;
    expect(message).toMatchObject({ waId: BSUID, waUserId: BSUID, profileName: 'Beto', kind: 'text' });
  });

  it('takes the BSUID from the contact when the message does not repeat it', () => {
    const body = buildInboundWebhook({ from: '5215512345678', userId: BSUID, text: 'hola' });
    delete body.entry[0].changes[0].value.messages[0].from_user_id;
    expect(readWebhook(body, NOW).messages[0]).toMatchObject({ waUserId: BSUID });
  });

  it('drops a message with neither a phone nor a well-formed BSUID', () => {
    const body = buildInboundWebhook({ userId: 'not a bsuid', text: 'hola' });
    expect(readWebhook(body, NOW).messages).toEqual([]);
  });

  it('reads number and BSUID changes as identity changes, never as messages to answer', () => {
    const changed = readWebhook(
      buildIdentityChangeWebhook({
        type: 'user_changed_number',
        from: '5215512345678',
        newPhone: '5215598765432',
        userId: 'MX.222',
        previousUserId: 'MX.111',
      }),
      NOW,
    );
    expect(changed.messages).toEqual([]);
    expect(changed.identityChanges).toEqual([
      {
        type: 'user_changed_number',
        oldPhone: '5215512345678',
        newPhone: '5215598765432',
        oldWaUserId: 'MX.111',
        newWaUserId: 'MX.222',
      },
    ]);
    const moved = readWebhook(
      buildIdentityChangeWebhook({
        type: 'user_changed_user_id',
        userId: 'MX.333',
        previousUserId: 'MX.222',
      }),
      NOW,
    );
    expect(moved).toMatchObject({
      messages: [],
      identityChanges: [
        {
          type: 'user_changed_user_id',
          oldPhone: null,
          newPhone: null,
          oldWaUserId: 'MX.222',
          newWaUserId: 'MX.333',
        },
      ],
    });
  });
});
