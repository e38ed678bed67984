/** How the payments screens read a subscription status (SPEC.md section 4). Pure, unit tested. */

const BADGES: Record<string, string> = {
  active: 'Activa',
  trialing: 'En prueba',
  past_due: 'Pago vencido',
  canceled: 'Cancelada',
  incomplete: 'Incompleta',
  incomplete_expired: 'Expirada',
  unpaid: 'Impaga',
  sin_suscripcion: 'Sin suscripción',
};

/** 'sin suscripción', 'sin_suscripción', 'Sin Suscripcion'... all read as sin_suscripcion. */
function normalise(status: string): string {
  const plain = status.trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, '_');
  return plain;
}

/** The badge's text: the known statuses in Spanish, an unknown one shown raw, none as Sin suscripción. */
export function statusBadge(status: string | null | undefined): string {
  if (!status || !status.trim()) return BADGES.sin_suscripcion!;
  return BADGES[normalise(status)] ?? status;
}

type StatusLike = {
  status?: string | null;
  subscription_id?: string | null;
  cancel_at_period_end?: boolean;
  periodo_termina?: string | null;
} | null;

/** Paid during the free trial: the subscription runs (Stripe says trialing until its first charge). */
export function paidDuringTrial(status: StatusLike): boolean {
  return status?.status === 'trialing' && Boolean(status.subscription_id);
}

/**
 * The badge for a whole status reply: a subscription paid during the trial is Activa (it is, and the
 * success page says so); everything else as statusBadge.
 */
export function badgeFor(status: StatusLike): string {
  return paidDuringTrial(status) ? BADGES.active! : statusBadge(status?.status);
}

/**
 * "Activa: tu primer cargo será el 7 de diciembre de 2026.": said the same on the success page and the
 * payments page for a subscription paid during the trial that is not set to end; null otherwise.
 */
export function firstChargeText(status: StatusLike): string | null {
  if (!paidDuringTrial(status) || status?.cancel_at_period_end || !status?.periodo_termina) return null;
  const at = new Date(status.periodo_termina);
  if (Number.isNaN(at.getTime())) return null;
  // The first charge is made at the instant the trial ends: that day, not the trial's last day.
  const day = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric' }).format(at);
  return `Activa: tu primer cargo será el ${day}.`;
}

/** Active or trialing: days left, the manage-payment and cancel buttons. */
export function isRunning(status: string | null | undefined): boolean {
  return status === 'active' || status === 'trialing';
}

/**
 * What the payments screen offers. A trial without a subscription (nothing paid yet), or prepaid months,
 * show the days left and the pay button: there is no card subscription to cancel or manage.
 */
export function paymentActions(
  status: { status?: string | null; subscription_id?: string | null; prepago?: boolean } | null,
) {
  const running = isRunning(status?.status);
  // Prepaid months run on their own: an old, ended card subscription has nothing to manage or cancel.
  const subscribed = running && Boolean(status?.subscription_id) && !status?.prepago;
  return { showDays: running, pay: !subscribed, manage: subscribed, cancel: subscribed };
}

/** 'N día(s) restantes en el periodo'. */
export function daysLeftText(days: number): string {
  return `${days} ${days === 1 ? 'día restante' : 'días restantes'} en el periodo`;
}

/** A date as people in Mexico write it: '16 de marzo de 2026'. */
export function formatEndDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  // The plan ends at the start of this instant; the last day it runs is the day before a midnight end.
  return new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(date.getTime() - 1),
  );
}

/** A return path given to a local page in the address: only a path of this site, else the payments page. */
export function safeReturnPath(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
    ? value
    : '/health/payments';
}

/** Whether the plan's features run (the home banner hides then): active, trialing or past due. */
export function planRunsFor(status: string | null | undefined): boolean {
  return status === 'active' || status === 'trialing' || status === 'past_due';
}
