import { describe, expect, it } from 'vitest';
import { daysLeftText, paymentActions, safeReturnPath, statusBadge } from './subscription-view';

describe('the status badge', () => {
  it('names every status of the specification, shows an unknown one raw and none as Sin suscripción', () => {
    expect(
      ['active', 'trialing', 'past_due', 'canceled', 'incomplete', 'incomplete_expired', 'unpaid'].map(
        statusBadge,
      ),
    ).toEqual(['Activa', 'En prueba', 'Pago vencido', 'Cancelada', 'Incompleta', 'Expirada', 'Impaga']);
    for (const none of ['sin_suscripcion', 'sin suscripción', 'Sin Suscripcion', null, undefined, '']) {
      expect(statusBadge(none)).toBe('Sin suscripción');
    }
    expect(statusBadge('paused')).toBe('paused');
  });
});

describe('the buttons', () => {
  it('offers manage and cancel only for a paid subscription that runs; the pay button otherwise', () => {
    expect(paymentActions({ status: 'active', subscription_id: 'sub_1' })).toEqual({
      showDays: true,
      pay: false,
      manage: true,
      cancel: true,
    });
    expect(paymentActions({ status: 'trialing', subscription_id: null })).toEqual({
      showDays: true,
      pay: true,
      manage: false,
      cancel: false,
    });
    for (const status of [
      'canceled',
      'incomplete',
      'incomplete_expired',
      'unpaid',
      'past_due',
      'sin_suscripcion',
    ]) {
      expect(paymentActions({ status, subscription_id: 'sub_1' }).pay).toBe(true);
    }
    expect(paymentActions(null).pay).toBe(true);
  });

  it('writes the days left and keeps return paths on the site', () => {
    expect(daysLeftText(1)).toBe('1 día restante en el periodo');
    expect(daysLeftText(14)).toBe('14 días restantes en el periodo');
    expect(safeReturnPath('/health/payments?x=1')).toBe('/health/payments?x=1');
    for (const evil of ['//evil.example', 'https://evil.example', '/\\evil.example', null]) {
      expect(safeReturnPath(evil)).toBe('/health/payments');
    }
  });
});
