import { describe, expect, it } from 'vitest';
import { linkExpiryText, payerLine } from './pay-link-view';

describe('how a relative’s payment reads on the payments page', () => {
  it('names the payer as typed, what was paid, how and on which day', () => {
    expect(
      payerLine({
        nombre: 'Ana Sofía',
        meses: 1,
        metodo: 'tarjeta',
        monto_mxn: 29,
        estado: 'pagado',
        pagado_en: '2026-12-03T12:00:00.000Z',
        creado_en: '2026-12-03T11:58:00.000Z',
      }),
    ).toBe('Ana Sofía pagó 1 mes (29 MXN) con tarjeta el 3 de diciembre de 2026.');
  });

  it('says a waiting voucher or transfer counts once it is paid', () => {
    expect(
      payerLine({
        nombre: 'Jorge',
        meses: 3,
        metodo: 'oxxo',
        monto_mxn: 87,
        estado: 'pendiente',
        pagado_en: null,
        creado_en: '2026-12-03T12:00:00.000Z',
      }),
    ).toBe('Jorge va a pagar 3 meses (87 MXN) en efectivo en OXXO: se suman cuando pague.');
    expect(linkExpiryText('2027-01-02T12:00:00.000Z')).toBe(
      'Vence el 2 de enero de 2027. Sirve para un solo pago.',
    );
  });
});
