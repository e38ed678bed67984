import type { Database } from '@vitalia/db';
import type { OutboundMessage } from '@vitalia/contracts/chat';
import { assertWithinLimits, insideServiceWindow, templateMessage } from './whatsapp-policy';
import { recipientOfPhone } from './phone-match';

export type AccessCodeResult = 'queued' | 'duplicate' | 'no_phone';

/** The code message as free text (inside the 24-hour window); the template says the same. */
export function accessCodeText(code: string, minutes: number): string {
  return `Tu código de Vitalia es ${code}. Vence en ${minutes} minutos. No lo compartas con nadie; si no lo pediste, ignora este mensaje.`;
}

/**
 * Queues a one-time code to the person's WhatsApp. Unlike proactive messages it goes after BAJA too: the
 * person asked for it on the web, it is not a reminder or an alert. Free text inside the 24-hour window
 * (with its template as fallback), the approved template outside it.
 */
export function createAccessCodeSender({ db, now }: { db: Database; now: () => Date }) {
  const { chatConversations, chatOutbound } = db.repos;

  return async function sendAccessCode(input: {
    userId: number;
    code: string;
    minutes: number;
    dedupeKey: string;
  }): Promise<AccessCodeResult> {
    const [account, conversation] = await Promise.all([
      chatConversations.findAccountByUser(input.userId),
      chatConversations.find(input.userId),
    ]);
    if (!account?.telefono) return 'no_phone';
    const template = templateMessage('accessCode', [input.code]);
    const free = insideServiceWindow(conversation?.last_inbound_at, now());
    const message: OutboundMessage = free
      ? { type: 'text', text: accessCodeText(input.code, input.minutes) }
      : template;
    assertWithinLimits(message);
    const row = await chatOutbound.insert({
      userId: input.userId,
      // Asked for by the person, like a reply.
      purpose: 'reply',
      dedupeKey: input.dedupeKey,
      recipient: conversation?.wa_id ?? recipientOfPhone(account.telefono),
      message,
      fallback: free ? template : null,
    });
    return row ? 'queued' : 'duplicate';
  };
}

export type AccessCodeSender = ReturnType<typeof createAccessCodeSender>;
