import { describe, expect, it } from 'vitest';
import { takeChatLinkCode, validatePhoneChange, validatePhoneCode, withChatLinkCode } from './phone-proof';

describe('the chat link code', () => {
  it('is taken out of the message whole, whatever the case, leaving the rest to be read', () => {
    const text = withChatLinkCode('Hola, quiero empezar con Vitalia', 'BCDFGHJK');
    expect(text).toBe('Hola, quiero empezar con Vitalia (Código de verificación: BCDFGHJK)');
    expect(takeChatLinkCode(text)).toEqual({ code: 'BCDFGHJK', text: 'Hola, quiero empezar con Vitalia' });
    expect(takeChatLinkCode('glucosa 120 código de verificación: bcdfghjk')).toEqual({
      code: 'BCDFGHJK',
      text: 'glucosa 120',
    });
  });

  it('leaves a message without one as it is', () => {
    expect(takeChatLinkCode('glucosa 120')).toEqual({ code: null, text: 'glucosa 120' });
    // Digits are never a code: they stay for the reading.
    expect(takeChatLinkCode('Código de verificación: 123456')).toEqual({
      code: null,
      text: 'Código de verificación: 123456',
    });
  });
});

/** The Spanish refusal of a reader, or null when it accepted. */
const detailOf = (read: { ok: boolean; detail?: string }) => (read.ok ? null : (read.detail ?? ''));

describe('phone proof requests', () => {
  it('takes six digits, spaces ignored, and refuses the rest in Spanish', () => {
    expect(validatePhoneCode({ code: '123 456' })).toEqual({ ok: true, value: { code: '123456' } });
    expect(detailOf(validatePhoneCode({ code: '12345' }))).toMatch(/6 números/);
    expect(detailOf(validatePhoneCode({ code: 123456 }))).toMatch(/6 números/);
  });

  it('reads a new number in international form, with the current password or the current number’s code when given', () => {
    expect(validatePhoneChange({ phone: '+52 33 2345 6789' })).toEqual({
      ok: true,
      value: { phone: '+523323456789', currentPassword: null, currentCode: null },
    });
    expect(validatePhoneChange({ phone: '+52 33 2345 6789', current_password: 'secreta-1' })).toEqual({
      ok: true,
      value: { phone: '+523323456789', currentPassword: 'secreta-1', currentCode: null },
    });
    // An account made in the chat sends the code that reached its current number instead.
    expect(validatePhoneChange({ phone: '+52 33 2345 6789', current_code: ' 123 456 ' })).toEqual({
      ok: true,
      value: { phone: '+523323456789', currentPassword: null, currentCode: '123456' },
    });
    expect(detailOf(validatePhoneChange({ phone: '+52 33 2345 6789', current_code: '12' }))).toMatch(
      /6 números/,
    );
    expect(detailOf(validatePhoneChange({ phone: '+52 33 2345 6789', current_password: 12 }))).toMatch(
      /contraseña actual/,
    );
    expect(detailOf(validatePhoneChange({ phone: '' }))).toMatch(/nuevo número/);
    expect(detailOf(validatePhoneChange({ phone: '+52 12' }))).toMatch(/no parece válido/);
  });
});
