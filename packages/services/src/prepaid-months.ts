import type { PendingPayment } from '@vitalia/contracts/payments';
import type { Database, PrepaidCheckoutRow, PrepaidMethod, SubscriptionRow } from '@vitalia/db';
import { addCalendarMonths, prepaidStart, type StoredSubscription } from '@vitalia/domain/subscription';

/** What a prepaid checkout's event says happened to it. */
export type PrepaidOutcome =
  | { kind: 'paid' }
  | {
      kind: 'pending';
      metodo: PrepaidMethod;
      /** The voucher's or transfer's instructions page. */
      url: string | null;
      /** OXXO: when the voucher stops being payable; SPEI: null (a transfer has no due date). */
      dueAt: Date | null;
      /** The OXXO voucher number, or the CLABE to transfer to. */
      reference: string | null;
    }
  | { kind: 'failed' }
  | { kind: 'expired' };

/** Who pays a checkout made from a pay link: the link, and the payer's name as they typed it. */
export interface PrepaidPayer {
  linkId: number;
  name: string;
}

/** A checkout the product did not record itself: read from the session's own metadata instead. */
export interface PrepaidCheckoutFacts {
  userId: number;
  months: number;
  metodo: PrepaidMethod;
  amountMxn: number;
}

export interface PrepaidEventResult {
  duplicate: boolean;
  /** The account whose checkout it was, when it is known. */
  userId: number | null;
  /** What changed: null when the event found the checkout already past that step (late, out of order). */
  changed: PrepaidOutcome['kind'] | null;
}

/**
 * Which states an outcome may leave. Money received always counts (a payment reported after a failure
 * still buys its months); a voucher is shown only for a checkout nothing else happened to yet; a failure
 * or an expiry never undoes a payment.
 */
const MOVES_FROM: Record<PrepaidOutcome['kind'], ReadonlySet<string>> = {
  paid: new Set(['abierto', 'pendiente', 'fallido', 'expirado']),
  pending: new Set(['abierto']),
  failed: new Set(['abierto', 'pendiente']),
  expired: new Set(['abierto']),
};

/** A waiting voucher or transfer as the status reply shows it. */
export function pendingPaymentOf(row: PrepaidCheckoutRow | undefined): PendingPayment | null {
  if (!row || !row.pending_url) return null;
  return {
    metodo: row.metodo,
    monto: row.amount_mxn,
    vence: row.pending_due_at?.toISOString() ?? null,
    url: row.pending_url,
    referencia: row.pending_reference,
  };
}

/**
 * Prepaid months (CONTRACTS.md section 7, "Paying without a credit card"): the checkouts, and the events
 * that move them, each applied once; a paid checkout adds its months, once, where the trial or the paid
 * time already bought ends.
 */
export function createPrepaidMonths({
  db,
  defaultTimeZone,
  now,
  toStored,
}: {
  db: Database;
  defaultTimeZone: string;
  now: () => Date;
  toStored: (row: SubscriptionRow) => StoredSubscription;
}) {
  return {
    /** A new checkout; `payer` when a relative makes it from one of the owner's pay links. */
    record: (input: PrepaidCheckoutFacts & { sessionId: string; payer?: PrepaidPayer | null }) =>
      db.repos.prepaidCheckouts.insert({
        ...input,
        payLinkId: input.payer?.linkId ?? null,
        payerName: input.payer?.name ?? null,
      }),

    find: (sessionId: string) => db.repos.prepaidCheckouts.find(sessionId),

    setMethod: (sessionId: string, metodo: PrepaidMethod) =>
      db.repos.prepaidCheckouts.setMethod(sessionId, metodo),

    /** The account's newest voucher or transfer still waiting, if any. */
    async pending(userId: number): Promise<PendingPayment | null> {
      return pendingPaymentOf(await db.repos.prepaidCheckouts.latestPending(userId, now()));
    },

    /**
     * Applies one event of a prepaid checkout exactly once, in one transaction: records the event id, moves
     * the checkout when its state allows (see MOVES_FROM), and for a payment adds the months to the
     * account's paid time. `facts` stand in for a checkout the product has no row of (made elsewhere).
     */
    async applyEvent(input: {
      eventId: string;
      type: string;
      sessionId: string;
      /** Null: the event is recorded and changes nothing (a session with nothing to pay or show). */
      outcome: PrepaidOutcome | null;
      facts: PrepaidCheckoutFacts | null;
    }): Promise<PrepaidEventResult> {
      return db.transaction(async (repos) => {
        let checkout = await repos.prepaidCheckouts.lock(input.sessionId);
        if (!checkout && input.facts && (await repos.users.findById(input.facts.userId))) {
          await repos.prepaidCheckouts.insert({ sessionId: input.sessionId, ...input.facts });
          checkout = await repos.prepaidCheckouts.lock(input.sessionId);
        }
        const userId = checkout ? Number(checkout.user_id) : null;
        if (!(await repos.billing.recordEvent({ eventId: input.eventId, type: input.type, userId }))) {
          return { duplicate: true, userId, changed: null };
        }
        const { outcome } = input;
        if (!outcome || !checkout || userId === null || !MOVES_FROM[outcome.kind].has(checkout.estado)) {
          return { duplicate: false, userId, changed: null };
        }
        if (outcome.kind === 'pending') {
          await repos.prepaidCheckouts.markPending({ sessionId: input.sessionId, ...outcome });
        } else if (outcome.kind === 'failed' || outcome.kind === 'expired') {
          await repos.prepaidCheckouts.markEnded(
            input.sessionId,
            outcome.kind === 'failed' ? 'fallido' : 'expirado',
          );
        } else {
          const [subscription, user] = await Promise.all([
            repos.subscriptions.lockByUser(userId),
            repos.users.findById(userId),
          ]);
          if (!subscription) return { duplicate: false, userId, changed: null };
          const timeZone = user?.time_zone ?? defaultTimeZone;
          const at = now();
          const from = prepaidStart(toStored(subscription), at, timeZone);
          const until = addCalendarMonths(from, checkout.months, timeZone);
          await repos.subscriptions.setPrepaidUntil(userId, until);
          await repos.prepaidCheckouts.markPaid({ sessionId: input.sessionId, at, from, until });
          // A relative's payment uses up the link it came from (its first completed one; once).
          if (checkout.pay_link_id !== null) {
            await repos.payLinks.markUsed(Number(checkout.pay_link_id), input.sessionId, at);
          }
        }
        return { duplicate: false, userId, changed: outcome.kind };
      });
    },
  };
}

export type PrepaidMonths = ReturnType<typeof createPrepaidMonths>;
