import { describe, expect, it } from 'vitest';
import {
  badgeFor,
  daysLeftText,
  firstChargeText,
  paymentActions,
  safeReturnPath,
  statusBadge,
} from './subscription-view';

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

describe('a subscription paid during the trial', () => {
  const paid = {
    status: 'trialing',
    subscription_id: 'sub_1',
    cancel_at_period_end: false,
    // The trial ends at the start of 7 December in Mexico City: the first charge is that day.
    periodo_termina: '2026-12-07T06:00:00.000Z',
  };

  it('reads Activa with the day of the first charge, the same sentence on both pages', () => {
    expect(badgeFor(paid)).toBe('Activa');
    expect(firstChargeText(paid)).toBe('Activa: tu primer cargo será el 7 de diciembre de 2026.');
  });

  it('keeps En prueba and no charge sentence for a trial with nothing paid, or a subscription set to end', () => {
    const trial = { ...paid, subscription_id: null };
    expect(badgeFor(trial)).toBe('En prueba');
    expect(firstChargeText(trial)).toBeNull();
    expect(firstChargeText({ ...paid, cancel_at_period_end: true })).toBeNull();
    expect(firstChargeText({ ...paid, status: 'active' })).toBeNull();
    expect(badgeFor({ status: 'past_due', subscription_id: 'sub_1' })).toBe('Pago vencido');
  });
});
