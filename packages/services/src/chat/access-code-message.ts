import type { Database } from '@vitalia/db';
import type { OutboundMessage } from '@vitalia/contracts/chat';
import { assertWithinLimits, insideServiceWindow, templateMessage } from './whatsapp-policy';
import { addressOfAccount, isPhoneAddress, recipientOfPhone } from './phone-match';

export type AccessCodeResult =
  | 'queued'
  | 'duplicate'
  | 'no_phone'
  /** The number had its codes for now (CODES_PER_DESTINATION): nothing was sent. */
  | { limited: number };

/**
 * Code messages to one number, whatever the account or address asking (CONTRACTS.md section 11): four
 * fresh accounts could otherwise send four codes to one stranger in seconds. Counted in the rate-limit
 * store, so the limit holds across restarts and processes.
 */
export const CODES_PER_DESTINATION = { perHour: 3, perDay: 10 } as const;
const DESTINATION_SCOPE = 'code_to_number';
const HOUR_MS = 3_600_000;

/** Counts one code to `recipient`, or the seconds until one may go again. */
async function spendDestination(db: Database, recipient: string, at: Date): Promise<number | null> {
  return db.transaction(async (repos) => {
    await repos.rateLimits.lock(DESTINATION_SCOPE, recipient);
    for (const [limit, windowMs] of [
      [CODES_PER_DESTINATION.perHour, HOUR_MS],
      [CODES_PER_DESTINATION.perDay, 24 * HOUR_MS],
    ] as const) {
      const { count, oldest } = await repos.rateLimits.countSince(
        DESTINATION_SCOPE,
        recipient,
        new Date(at.getTime() - windowMs),
      );
      if (count >= limit)
        return Math.max(1, Math.ceil(((oldest ?? at).getTime() + windowMs - at.getTime()) / 1000));
    }
    await repos.rateLimits.record(DESTINATION_SCOPE, recipient, at);
    return null;
  });
}

/**
 * To an account WhatsApp knows only by its BSUID, inside the 24-hour window: Meta sends no authentication
 * template to a BSUID, so no code goes; the chat's «olvidé mi contraseña» answers a reset link instead.
 */
export const ASK_IN_CHAT =
  'Pediste cambiar tu contraseña de Vitalia. Por WhatsApp no podemos mandarte el código a tu nombre de usuario: escribe aquí «olvidé mi contraseña» y te mando un enlace para crear una nueva. Si no lo pediste, ignora este mensaje.';

/** The code message as free text (inside the 24-hour window); the template says the same. */
export function accessCodeText(code: string, minutes: number): string {
  return `Tu código de Vitalia es ${code}. Vence en ${minutes} minutos. No lo compartas con nadie; si no lo pediste, ignora este mensaje.`;
}

/**
 * Queues a one-time code to the person's WhatsApp. Unlike proactive messages it goes after BAJA too: the
 * person asked for it on the web, it is not a reminder or an alert. Free text inside the 24-hour window
 * (with its template as fallback), the approved template outside it. At most CODES_PER_DESTINATION
 * to one number.
 */
export function createAccessCodeSender({ db, now }: { db: Database; now: () => Date }) {
  const { chatConversations, chatOutbound } = db.repos;

  return async function sendAccessCode(input: {
    userId: number;
    code: string;
    minutes: number;
    dedupeKey: string;
    /**
     * The number (E.164) the code proves, when it is not the one the account is written to (a new number
     * asked for in Mi Perfil): always the template, since that number opened no 24-hour window.
     */
    to?: string;
  }): Promise<AccessCodeResult> {
    const [account, conversation] = await Promise.all([
      chatConversations.findAccountByUser(input.userId),
      chatConversations.find(input.userId),
    ]);
    const current = account && addressOfAccount(account, conversation);
    const other = input.to !== undefined && input.to !== account?.telefono;
    const recipient = other && input.to ? recipientOfPhone(input.to) : current;
    if (!account || !recipient) return 'no_phone';
    const free = !other && insideServiceWindow(conversation?.last_inbound_at, now());
    if (!isPhoneAddress(recipient)) {
      // A BSUID only: no authentication template can go; inside the window, say to ask in the chat.
      if (!free) return 'no_phone';
      const row = await chatOutbound.insert({
        userId: input.userId,
        purpose: 'reply',
        dedupeKey: input.dedupeKey,
        recipient,
        message: { type: 'text', text: ASK_IN_CHAT },
        fallback: null,
      });
      return row ? 'queued' : 'duplicate';
    }
    const wait = await spendDestination(db, recipient, now());
    if (wait !== null) return { limited: wait };
    const template = templateMessage('accessCode', [input.code]);
    const message: OutboundMessage = free
      ? { type: 'text', text: accessCodeText(input.code, input.minutes) }
      : template;
    assertWithinLimits(message);
    const row = await chatOutbound.insert({
      userId: input.userId,
      // Asked for by the person, like a reply.
      purpose: 'reply',
      dedupeKey: input.dedupeKey,
      recipient,
      message,
      fallback: free ? template : null,
    });
    return row ? 'queued' : 'duplicate';
  };
}

export type AccessCodeSender = ReturnType<typeof createAccessCodeSender>;
