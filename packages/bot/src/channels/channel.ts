import type { OutboundMessage } from '@vitalia/services';

/** What one attempt to hand a message over achieved. */
export type SendResult =
  | { ok: true; providerMessageId: string | null }
  | {
      ok: false;
      /** Worth trying again later (5xx, 429, throttling codes, a network failure). */
      retryable: boolean;
      /** WhatsApp's error code, when it gave one (131047: outside the 24-hour window). */
      code: number | null;
      /** Short description for the record: status and title, never the message text. */
      detail: string;
      /** The server's Retry-After, in seconds. */
      retryAfterSeconds?: number;
    };

/** Where outbound messages go: the WhatsApp Cloud API, or the simulator in the member area. */
export interface Channel {
  readonly kind: 'cloud' | 'simulator';
  send(input: { outboundId: number; recipient: string; message: OutboundMessage }): Promise<SendResult>;
  /**
   * Marks a person's message read and shows them "escribiendo…" while the reply is prepared. Best effort:
   * it never throws. Absent in simulator mode (nothing to tell).
   */
  markRead?(waMessageId: string): Promise<boolean>;
}
