import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyWhatsAppSignature } from './signature';

describe('X-Hub-Signature-256', () => {
  const body = Buffer.from('{"object":"whatsapp_business_account","entry":[]}');
  const digest = createHmac('sha256', 'secreto-app').update(body).digest('hex');

  it('accepts the digest of the raw body, in either case of hex', () => {
    expect(verifyWhatsAppSignature(body, `sha256=${digest}`, 'secreto-app')).toBe(true);
    expect(verifyWhatsAppSignature(body, `sha256=${digest.toUpperCase()}`, 'secreto-app')).toBe(true);
  });

  it('refuses a valid digest with anything after it, and every other shape', () => {
    for (const header of [
      `sha256=${digest}zz`,
      `sha256=${digest}0`,
      `sha256=${digest} `,
      `sha256=${digest},sha256=00`,
      `sha256=${digest.slice(0, 63)}`,
      ` sha256=${digest}`,
      digest,
      'sha256=',
    ]) {
      expect(verifyWhatsAppSignature(body, header, 'secreto-app'), header).toBe(false);
    }
    expect(verifyWhatsAppSignature(body, `sha256=${digest}`, 'otro-secreto')).toBe(false);
    expect(verifyWhatsAppSignature(body, undefined, 'secreto-app')).toBe(false);
  });
});
