import {
  MAX_OPEN_PAY_LINKS,
  PAY_LINK_LIFETIME_DAYS,
  PAY_LINK_MESSAGES,
  payLinkWhatsAppText,
  type PayLinkCreatedReply,
  type PayLinkPaymentsReply,
} from '@vitalia/contracts/pay-links';
import type { Database } from '@vitalia/db';
import { createToken, hashToken } from './accounts/tokens';
import { ConflictError, GoneError, NotFoundError } from './errors';
import { spendRateLimit, type RateLimit } from './rate-limit';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** The relatives' payments the owner reads at most. */
const PAYMENTS_LISTED = 50;

/**
 * The public pay-link calls, limited per client address like the other public endpoints: reading a link
 * (its page, the test page) and starting a payment. A code is 256 random bits, so the read limit is not
 * what keeps codes from being guessed; it keeps one address from hammering the database or Stripe.
 */
export const PAY_LINK_LIMITS = {
  readsPerAddress: 120,
  readWindowMinutes: 10,
  checkoutsPerAddress: 20,
  checkoutWindowMinutes: 60,
} as const;

const READS: RateLimit = {
  scope: 'pay_link_read',
  limit: PAY_LINK_LIMITS.readsPerAddress,
  windowMs: PAY_LINK_LIMITS.readWindowMinutes * MINUTE_MS,
  message: PAY_LINK_MESSAGES.tooManyRequests,
};
const CHECKOUTS: RateLimit = {
  scope: 'pay_link_checkout',
  limit: PAY_LINK_LIMITS.checkoutsPerAddress,
  windowMs: PAY_LINK_LIMITS.checkoutWindowMinutes * MINUTE_MS,
  message: PAY_LINK_MESSAGES.tooManyRequests,
};

/** A pay link a code named, with the one thing of its owner anyone holding it may read: the first name. */
export interface OpenPayLink {
  linkId: number;
  ownerUserId: number;
  firstName: string;
  expiresAt: Date;
}

/**
 * A relative pays (CONTRACTS.md section 7): the owner makes a one-use link (only its code's hash is
 * stored) valid PAY_LINK_LIFETIME_DAYS days; anyone holding it reaches the owner's account through `open`
 * alone, which answers nothing but the owner's first name; the link's first completed payment uses it up
 * (prepaid-months.ts, in the payment's own transaction). The owner's calls are scoped to the owner.
 */
export function createPayLinks({ db, now }: { db: Database; now: () => Date }) {
  const { payLinks, users } = db.repos;

  return {
    /** A new link for the owner, with the WhatsApp link that carries it. */
    async create(userId: number, publicUrl: string): Promise<PayLinkCreatedReply> {
      const user = await users.findById(userId);
      if (!user) throw new NotFoundError(PAY_LINK_MESSAGES.notFound);
      if (!user.first_name.trim()) throw new ConflictError(PAY_LINK_MESSAGES.ownerUnnamed);
      const code = createToken();
      const at = now();
      const link = await db.transaction(async (repos) => {
        // One owner's simultaneous requests are counted one at a time.
        await repos.rateLimits.lock('pay_link_create', String(userId));
        if ((await repos.payLinks.countOpen(userId, at)) >= MAX_OPEN_PAY_LINKS) {
          throw new ConflictError(PAY_LINK_MESSAGES.tooManyOpen);
        }
        return repos.payLinks.insert({
          userId,
          codeHash: hashToken(code),
          expiresAt: new Date(at.getTime() + PAY_LINK_LIFETIME_DAYS * DAY_MS),
          at,
        });
      });
      const url = `${publicUrl}/pagar/${code}`;
      return {
        url,
        whatsapp_url: `https://wa.me/?text=${encodeURIComponent(payLinkWhatsAppText(url))}`,
        vence: link.expires_at.toISOString(),
      };
    },

    /**
     * The link `code` names: 404 for none, 410 once it expired or was used. `spent: true` also opens a
     * used or expired link (the test page of a payment already made from it).
     */
    async open(code: string, { spent = false }: { spent?: boolean } = {}): Promise<OpenPayLink> {
      const link = await payLinks.findByHash(hashToken(code));
      const owner = link && (await users.findById(Number(link.user_id)));
      if (!link || !owner) throw new NotFoundError(PAY_LINK_MESSAGES.notFound);
      if (!spent && link.used_at) throw new GoneError(PAY_LINK_MESSAGES.used);
      if (!spent && link.expires_at.getTime() <= now().getTime())
        throw new GoneError(PAY_LINK_MESSAGES.expired);
      return {
        linkId: Number(link.id),
        ownerUserId: Number(link.user_id),
        firstName: owner.first_name.trim(),
        expiresAt: link.expires_at,
      };
    },

    /** Who paid the owner's time from a link, and when (the payer's name as typed), newest first. */
    async payments(userId: number): Promise<PayLinkPaymentsReply> {
      const [rows, open] = await Promise.all([
        payLinks.listPayments(userId, PAYMENTS_LISTED),
        payLinks.countOpen(userId, now()),
      ]);
      return {
        pagos: rows.map((row) => ({
          nombre: row.payer_name,
          meses: row.months,
          metodo: row.metodo,
          monto_mxn: Number(row.amount_mxn),
          estado: row.estado === 'pagado' ? 'pagado' : 'pendiente',
          pagado_en: row.paid_at?.toISOString() ?? null,
          creado_en: row.created_at.toISOString(),
        })),
        enlaces_abiertos: open,
      };
    },

    /** Counts one public read of a link from `address`, or refuses it (429). */
    spendRead: (address: string) => spendRateLimit(db, READS, address, now()),

    /** Counts one payment started from a link from `address`, or refuses it (429). */
    spendCheckout: (address: string) => spendRateLimit(db, CHECKOUTS, address, now()),
  };
}

export type PayLinks = ReturnType<typeof createPayLinks>;
