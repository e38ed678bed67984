import type { Database, PrepaidCheckoutRow } from '@vitalia/db';
import type { ChatService } from './chat/chat-service';

/** Accounts handled per statement in one scheduler round. */
const BATCH = 200;
const DAY_MS = 86_400_000;
/** OXXO vouchers expire by Mexico City's clock (Stripe: 23:59 America/Mexico_City). */
const OXXO_TIME_ZONE = 'America/Mexico_City';

const money = (amount: number) => `${Number.isInteger(amount) ? amount : amount.toFixed(2)} MXN`;

const dateIn = (date: Date, timeZone: string, withTime = false) =>
  new Intl.DateTimeFormat('es-MX', {
    timeZone,
    day: 'numeric',
    month: 'long',
    ...(withTime ? { year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false } : {}),
  }).format(date);

/** The waiting voucher or transfer in a sentence (the template's `{{2}}`). */
export function pendingSentence(
  row: Pick<PrepaidCheckoutRow, 'metodo' | 'amount_mxn' | 'pending_due_at'>,
): string {
  if (row.metodo === 'oxxo') {
    const due = row.pending_due_at
      ? ` antes del ${dateIn(row.pending_due_at, OXXO_TIME_ZONE, true)} (hora del centro de México)`
      : '';
    return `paga ${money(row.amount_mxn)} en efectivo en cualquier OXXO${due}.`;
  }
  return `transfiere ${money(row.amount_mxn)} por SPEI a la CLABE de las instrucciones.`;
}

/** "en 7 días: tu último día es el 4 de diciembre" (a midnight end: the day before it is the last). */
export function endingWhen(until: Date, days: 7 | 1, timeZone: string): string {
  const lastDay = dateIn(new Date(until.getTime() - 1), timeZone);
  return `en ${days} ${days === 1 ? 'día' : 'días'}: tu último día es el ${lastDay}`;
}

/**
 * The chat notices of prepaid months, sent by the scheduler (never by the conversation): a waiting OXXO
 * voucher or SPEI transfer once, with its link; and 7 days and 1 day before paid time ends, a message with
 * the link to pay again. Through the proactive queue: the template outside the 24-hour window, nothing
 * after BAJA or to an unproven number. The queue's dedupe key makes each notice once across processes and
 * retries; the marks only keep later rounds from looking again.
 */
export function createPrepaidNotices({
  db,
  chat,
  publicUrl,
  defaultTimeZone,
  now,
}: {
  db: Database;
  chat: Pick<ChatService, 'sendProactive'>;
  publicUrl: string;
  defaultTimeZone: string;
  now: () => Date;
}) {
  const notices = db.repos.prepaidNotices;
  const paymentsUrl = `${publicUrl}/health/payments`;

  async function tellPending(): Promise<number> {
    let queued = 0;
    for (const row of await notices.listUnnotifiedPending(now(), BATCH)) {
      const url = row.pending_url!;
      const sentence = pendingSentence(row);
      const result = await chat.sendProactive(Number(row.user_id), {
        dedupeKey: `prepaid_pending:${row.session_id}`,
        message: {
          type: 'text',
          text:
            `Tu pago de Vitalia está pendiente: ${sentence} Referencia e instrucciones: ${url} ` +
            'Tus meses empiezan a contar cuando se acredite.',
        },
        template: 'prepaidPending',
        templateParams: [sentence, url],
      });
      if (result === 'queued') queued += 1;
      await notices.markPendingNotified(row.session_id, now());
    }
    return queued;
  }

  async function tellEnding(): Promise<number> {
    let queued = 0;
    const at = now();
    for (const row of await notices.listEnding(at, BATCH)) {
      const days: 7 | 1 = row.prepaid_until.getTime() - at.getTime() <= DAY_MS ? 1 : 7;
      const when = endingWhen(row.prepaid_until, days, row.time_zone ?? defaultTimeZone);
      const result = await chat.sendProactive(Number(row.user_id), {
        dedupeKey: `prepaid_ending:${days}:${row.user_id}:${row.prepaid_until.getTime()}`,
        message: {
          type: 'text',
          text:
            `Tu tiempo pagado en Vitalia termina ${when}. Para seguir con tus recordatorios y alertas, ` +
            `paga de nuevo aquí: ${paymentsUrl} (tus datos están a salvo).`,
        },
        template: 'prepaidEnding',
        templateParams: [when, paymentsUrl],
      });
      if (result === 'queued') queued += 1;
      await notices.markEndingNotified(Number(row.user_id), row.prepaid_until, days);
    }
    return queued;
  }

  return {
    /** One scheduler round: the messages queued. */
    async runDue(): Promise<number> {
      return (await tellPending()) + (await tellEnding());
    },
  };
}

export type PrepaidNotices = ReturnType<typeof createPrepaidNotices>;
