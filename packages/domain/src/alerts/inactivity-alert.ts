import { DAY_MS, notHolding, type RuleVerdict } from './alert-types';
import { ALERT_SOURCES, countDays } from './alert-wording';

/**
 * No reading for more than the person's number of days, counted from their newest reading (or from
 * their sign-up when they have none).
 */
export function evaluateInactivity(input: {
  lastActivityAt: Date;
  now: Date;
  inactivityDays: number;
}): RuleVerdict {
  const elapsed = input.now.getTime() - input.lastActivityAt.getTime();
  if (elapsed <= input.inactivityDays * DAY_MS) return notHolding('inactivity');
  const days = Math.floor(elapsed / DAY_MS);
  return {
    kind: 'inactivity',
    holds: true,
    facts: { days, inactivityDays: input.inactivityDays },
    notice: {
      title: `${countDays(days)} sin lecturas`,
      text:
        `Llevas ${countDays(days)} sin registrar lecturas. Te escribimos según ` +
        `${ALERT_SOURCES.inactivitySetting.citedAs} (${countDays(input.inactivityDays)}; lo puedes cambiar en Mi Perfil). ` +
        'Medir con regularidad les ayuda a ti y a tu médico a ver cómo vas: envíanos tu próxima lectura ' +
        'cuando la tengas.',
      standard: ALERT_SOURCES.inactivitySetting.id,
    },
  };
}
