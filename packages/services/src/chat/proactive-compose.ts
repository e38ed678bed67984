import type { ConversationRow } from '@vitalia/db';
import type { ButtonOption, OutboundMessage } from '@vitalia/contracts/chat';
import { assertWithinLimits, fitMessage, templateMessage, type TemplateKey } from './whatsapp-policy';
import { addressOfAccount } from './phone-match';

/** What asking for a proactive message came to. */
export type ProactiveResult = 'queued' | 'duplicate' | 'paused' | 'no_phone' | 'unproven';

export interface ProactiveInput {
  dedupeKey: string;
  message: OutboundMessage;
  template: TemplateKey;
  /** The template's parameters after the first name, which is always the first. */
  templateParams: string[];
  /** Quick-reply buttons of the template (their ids travel as payloads). */
  templateButtons?: ButtonOption[];
  /** The patient the message tells about, when not its recipient: it goes with that patient's data. */
  aboutPacienteId?: number;
}

/** Who a proactive message is for, as composing it needs. */
export interface ProactiveAccount {
  first_name: string;
  telefono: string | null;
  wa_user_id?: string | null;
  /** Nothing the product starts goes to a number not proven (CONTRACTS.md section 6). */
  phone_proven: boolean;
}

export interface ComposedProactive {
  dedupeKey: string;
  recipient: string;
  message: OutboundMessage;
  fallback: OutboundMessage | null;
}

/**
 * Proactive messages (reminders, reports, alerts) as they go to one person: free text inside the
 * 24-hour window with its template as fallback, the template outside it; `phoneProofRequired` with a
 * real WhatsApp channel.
 */
export function createProactiveComposer({
  insideWindow,
  phoneProofRequired,
}: {
  insideWindow: (conversation: Pick<ConversationRow, 'last_inbound_at'> | null) => boolean;
  phoneProofRequired: boolean;
}) {
  /**
   * What a proactive message becomes for one person: 'paused' after BAJA, 'no_phone' without a number,
   * 'unproven' while their number is not proven (it may be a stranger's), else the message to queue.
   */
  return function composeProactive(
    account: ProactiveAccount | null | undefined,
    conversation: Pick<ConversationRow, 'wa_id' | 'last_inbound_at' | 'proactive_paused_at'> | null,
    input: ProactiveInput,
  ): ComposedProactive | 'paused' | 'no_phone' | 'unproven' {
    const recipient = account ? addressOfAccount(account, conversation) : null;
    if (!account || !recipient) return 'no_phone';
    if (phoneProofRequired && !account.phone_proven) return 'unproven';
    if (conversation?.proactive_paused_at) return 'paused';
    const template = templateMessage(
      input.template,
      [account.first_name, ...input.templateParams],
      input.templateButtons,
    );
    const free = insideWindow(conversation);
    const message = free ? fitMessage(input.message) : template;
    assertWithinLimits(message);
    return {
      dedupeKey: input.dedupeKey,
      recipient,
      message,
      fallback: free ? template : null,
    };
  };
}
