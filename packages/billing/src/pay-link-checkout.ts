import {
  PAYMENT_MESSAGES,
  PAYMENT_METHODS,
  PREPAID_MONTHS,
  type PaymentMethod,
  type PrepaidPlan,
  type TestCheckoutReply,
} from '@vitalia/contracts/payments';
import type {
  PayLinkCheckoutInput,
  PayLinkCreatedReply,
  PayLinkPaymentsReply,
  PayLinkViewReply,
} from '@vitalia/contracts/pay-links';
import { NotFoundError, type OpenPayLink, type SubscriptionsService } from '@vitalia/services';
import type { createPrepaidCheckout } from './prepaid-checkout';
import { testPage } from './stripe-gateway';

/** Where a test checkout that is not the member's own shows its voucher, and goes when it expires unpaid. */
export interface TestPages {
  instructions: string;
  afterFailure: string;
}

/** The local test mode's checkout calls (create-billing.ts), by the owner's account. */
interface TestCheckoutCalls {
  checkout(userId: number, id: string): Promise<TestCheckoutReply>;
  pay(userId: number, id: string, metodo: PaymentMethod | undefined, pages: TestPages): Promise<string>;
  settle(userId: number, id: string, succeeded: boolean, pages: TestPages): Promise<string>;
}

export interface PayLinkCheckoutOptions {
  subscriptions: SubscriptionsService;
  prepaidCheckout: ReturnType<typeof createPrepaidCheckout>;
  priceMxn: number;
  /** PUBLIC_URL: the link, and the addresses a relative's payment returns to. */
  publicUrl: string;
  test: TestCheckoutCalls;
}

/**
 * A relative pays (CONTRACTS.md section 7): the public page's calls, by the link's code and the client's
 * address. Every one opens the link first (404 unknown, 410 expired or used) and is limited per address;
 * the payment goes through the same prepaid checkout as the owner's own, for the owner's account, with
 * the payer's name kept beside it. The test mode's page is reached the same way, and only for a checkout
 * made from that very link.
 */
export function createPayLinkCheckout(options: PayLinkCheckoutOptions) {
  const { subscriptions, publicUrl } = options;
  const links = subscriptions.payLinks;
  const linkPage = (code: string) => `${publicUrl}/pagar/${code}`;
  const pagesOf = (code: string, id: string): TestPages => ({
    instructions: testPage(publicUrl, `/pagar/${code}/prueba`, { session: id }),
    afterFailure: linkPage(code),
  });

  /** The link's owner, once the checkout `id` is known to be one made from this link. */
  async function ownerOfSession(link: OpenPayLink, id: string): Promise<number> {
    const row = await subscriptions.prepaid.find(id);
    if (!row || row.pay_link_id === null || Number(row.pay_link_id) !== link.linkId) {
      throw new NotFoundError(PAYMENT_MESSAGES.checkoutNotFound);
    }
    return link.ownerUserId;
  }

  return {
    /** The owner's new link. */
    create: (userId: number): Promise<PayLinkCreatedReply> => links.create(userId, publicUrl),

    /** Who paid the owner's time from a link, and when. */
    payments: (userId: number): Promise<PayLinkPaymentsReply> => links.payments(userId),

    /** What the page shows: the owner's first name, the plans and the methods. */
    async view(code: string, address: string): Promise<PayLinkViewReply> {
      await links.spendRead(address);
      const link = await links.open(code);
      return {
        nombre: link.firstName,
        precio_mxn: options.priceMxn,
        planes: (Object.entries(PREPAID_MONTHS) as Array<[PrepaidPlan, number]>).map(([plan, meses]) => ({
          plan,
          meses,
          monto_mxn: meses * options.priceMxn,
        })),
        metodos: [...PAYMENT_METHODS],
        vence: link.expiresAt.toISOString(),
      };
    },

    /** The payer's checkout: Stripe's (or the test page), for the owner's account. */
    async checkout(code: string, input: PayLinkCheckoutInput, address: string): Promise<string> {
      await links.spendCheckout(address);
      const link = await links.open(code);
      const account = await subscriptions.billingAccount(link.ownerUserId);
      const successUrl = `${publicUrl}/pagar/gracias`;
      const cancelUrl = linkPage(code);
      return options.prepaidCheckout.checkout(
        account,
        {
          email: undefined,
          metadata: { origen: 'enlace_de_pago', plan: input.plan },
          success_url: successUrl,
          cancel_url: cancelUrl,
          plan: input.plan,
          metodo: input.metodo,
        },
        async (id) => {
          await subscriptions.testCheckouts.create({ id, userId: link.ownerUserId, successUrl, cancelUrl });
          return pagesOf(code, id).instructions;
        },
        { linkId: link.linkId, name: input.nombre },
      );
    },

    /** Local test mode: the relative's checkout page and its buttons, by the link's code. */
    test: {
      async checkout(code: string, id: string, address: string): Promise<TestCheckoutReply> {
        await links.spendRead(address);
        const link = await links.open(code, { spent: true });
        return options.test.checkout(await ownerOfSession(link, id), id);
      },

      async pay(code: string, id: string, metodo: PaymentMethod | undefined, address: string) {
        await links.spendCheckout(address);
        const link = await links.open(code, { spent: true });
        return options.test.pay(await ownerOfSession(link, id), id, metodo, pagesOf(code, id));
      },

      async settle(code: string, id: string, succeeded: boolean, address: string) {
        await links.spendCheckout(address);
        const link = await links.open(code, { spent: true });
        return options.test.settle(await ownerOfSession(link, id), id, succeeded, pagesOf(code, id));
      },
    },
  };
}
