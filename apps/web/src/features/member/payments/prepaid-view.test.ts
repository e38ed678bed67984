import { describe, expect, it } from 'vitest';
import { groupDigits, mxn, pendingDueText, pendingTitle, referenceLabel } from './prepaid-view';

describe('how a waiting voucher or transfer reads', () => {
  it('says the OXXO due time by Mexico City’s clock, and nothing for SPEI', () => {
    expect(pendingDueText({ vence: '2026-12-05T05:59:00.000Z' })).toBe(
      'Paga antes del 4 de diciembre de 2026 a las 23:59 (hora del centro de México).',
    );
    expect(pendingDueText({ vence: null })).toBeNull();
    expect(pendingDueText({ vence: 'mañana' })).toBeNull();
  });

  it('names the amount in MXN, the method, and groups the reference in fours', () => {
    expect(pendingTitle({ metodo: 'oxxo', monto: 87 })).toBe(
      'Tienes una ficha de OXXO por 87 MXN esperando tu pago.',
    );
    expect(pendingTitle({ metodo: 'spei', monto: 29.5 })).toBe(
      'Tienes una transferencia SPEI por 29.50 MXN esperando tu pago.',
    );
    expect(mxn(348)).toBe('348 MXN');
    expect(referenceLabel('spei')).toBe('CLABE para transferir');
    expect(groupDigits('646180123456789012')).toBe('6461 8012 3456 7890 12');
  });
});
