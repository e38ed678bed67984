import { coalesce, type InboundRow } from '@vitalia/db';
import type { ChatPace, Services } from '@vitalia/services';
import type { Channel } from './channels/channel';
import type { Transcriber } from './voice/transcription-client';
import { createConversationEngine } from './conversation/engine';
import { createInboundWorker } from './workers/inbound-worker';
import { createOutboundSender, type SenderOptions } from './workers/outbound-sender';
import { createPoller } from './workers/poller';
import { readWebhook } from './whatsapp/read-webhook';
import { verifyWhatsAppSignature } from './whatsapp/signature';

export {
  createCloudApiChannel,
  toGraphBody,
  toReadReceiptBody,
  type CloudApiOptions,
} from './whatsapp/cloud-api-client';
export { createSimulatorChannel } from './channels/simulator-channel';
export type { Channel, SendResult } from './channels/channel';
export { readWebhook, CALLBACK_PREFIX } from './whatsapp/read-webhook';
export { verifyWhatsAppSignature } from './whatsapp/signature';
export { answerVerificationHandshake } from './whatsapp/verification';
export { createConversationEngine, keepOneEmoji } from './conversation/engine';
export { retryDelaySeconds } from './workers/outbound-sender';
export { createTranscriber, type Transcriber, type TranscriberOptions } from './voice/transcription-client';

export interface BotOptions {
  services: Services;
  channel: Channel;
  publicUrl: string;
  defaultTimeZone: string;
  /** PRICE_MXN, named in the payment reminder. */
  priceMxn: number;
  /** WHATSAPP_APP_SECRET; without it (simulator mode) every webhook is refused. */
  appSecret?: string;
  /**
   * WHATSAPP_PHONE_NUMBER_ID: webhooks of other numbers of the same business account are acknowledged
   * and skipped. Unset (simulator mode): all are read.
   */
  phoneNumberId?: string;
  now?: () => Date;
  /** How often idle workers look for work another process stored. */
  idleMs?: number;
  sender?: SenderOptions;
  /** TRANSCRIPTION_URL set: voice notes are transcribed with it (createTranscriber). */
  transcriber?: Transcriber;
  inboundLeaseSeconds?: number;
  onError?: (error: unknown, context: string) => void;
}

/** The oldest open messages whose senders an inbound worker's round takes (with all their messages). */
const ROUND_MESSAGES = 500;

export type WebhookOutcome = 'accepted' | 'unauthorized';

/**
 * The WhatsApp bot of one process: the webhook's intake, the conversation engine, and the two workers
 * (inbound messages, outbound queue) that run after the webhook has answered.
 */
export function createBot(options: BotOptions) {
  const now = options.now ?? (() => new Date());
  const { chat } = options.services;
  const onError = options.onError ?? (() => {});
  // The smart alerts a round's readings owe, judged once per person at the round's end.
  let owed: number[] = [];
  const handle = createConversationEngine({
    services: options.services,
    publicUrl: options.publicUrl,
    defaultTimeZone: options.defaultTimeZone,
    priceMxn: options.priceMxn,
    now,
    transcriber: options.transcriber,
    settleLater: (id) => owed.push(id),
  });
  const idleMs = options.idleMs ?? 1000;
  // The queue is claimed at least as often as an idle sender looks for work.
  const outbound = createOutboundSender(chat, options.channel, { claimEveryMs: idleMs, ...options.sender });
  const sender = createPoller(outbound.sendDue, {
    idleMs,
    onError: (error) => onError(error, 'outbound'),
  });
  /** Something was queued outside a turn's reply (an alert, a notice): the sender claims it now. */
  const sendQueued = () => {
    outbound.claimSoon();
    sender.wake();
  };
  // Read receipt and "escribiendo…" as the bot starts on a person's messages from WhatsApp: not awaited,
  // never retried, its failure changes nothing (the reply is queued and sent as ever). One per person and
  // round, for their last message: WhatsApp marks the earlier messages of the conversation read with it
  // (Meta, "Mark messages as read", 2026), so one call does what one per message did. A message handled
  // again after a worker died is not marked again.
  const markRead = (messages: readonly InboundRow[]) => {
    if (!options.channel.markRead) return;
    const last = [...messages]
      .reverse()
      .find((message) => message.attempts <= 1 && !message.wa_message_id.startsWith('sim.'));
    if (last) options.channel.markRead(last.wa_message_id).catch(() => {});
  };
  // Each round's messages are counted against their numbers' flood limit in one statement, up front.
  let paces = new Map<number, ChatPace>();
  const processInbound = createInboundWorker(
    chat,
    async (message: InboundRow) => {
      const pace = paces.get(message.id);
      // Its reply reaches the sender as it is stored (takeReplies), which wakes it.
      await handle(message, pace ? { pace } : undefined);
    },
    {
      async beforeRound(senders) {
        for (const messages of senders) markRead(messages);
        const messages = senders.flat();
        const counted = await options.services.chatPace.registerMessages(messages.map((m) => m.wa_id));
        paces = new Map(messages.map((message, index) => [message.id, counted[index]!]));
      },
      leaseSeconds: options.inboundLeaseSeconds,
      batchSize: ROUND_MESSAGES,
      // Every sender of the round at once (a round takes the senders of at most ROUND_MESSAGES messages):
      // their turns' statements are written together (coalesce), so more lanes mean fuller statements,
      // not more round trips, and no sender waits for a lane while the round's last ones finish. Each
      // sender's messages stay in order in its lane. 128 lanes answered 1,540–1,550 msg/s in a burst, 256
      // 1,540–1,580, one per sender 1,620–1,830 (the chat bench, one process on PostgreSQL).
      concurrency: ROUND_MESSAGES,
      onError: (error) => onError(error, 'inbound message'),
      async afterRound() {
        if (owed.length === 0) return;
        const ids = owed;
        owed = [];
        // A failure is reported by the use case; the rows are finished once their claim lapses.
        await options.services.readingConsequences.settle(ids);
        sendQueued();
      },
    },
  );
  // Concurrent webhooks' messages stored in few INSERTs: each is answered once its own are stored.
  const storeInbound = coalesce(
    async (lists: Array<Parameters<typeof chat.receive>[0]>) => {
      await chat.receive(lists.flat());
      return lists.map(() => undefined);
    },
    { lanes: 3, maxBatch: 500, sizeOf: (messages) => messages.length },
  );
  const inbound = createPoller(processInbound, {
    idleMs,
    onError: (error) => onError(error, 'inbound'),
  });

  return {
    mode: options.channel.kind,
    /**
     * A Cloud API webhook: the signature over the raw bytes first (nothing is read or stored without
     * it), then its messages stored and its statuses recorded; the answer can go out now, and the
     * messages are handled after it.
     */
    async receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
      if (!options.appSecret || !verifyWhatsAppSignature(rawBody, signature, options.appSecret)) {
        return 'unauthorized';
      }
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return 'accepted';
      }
      const contents = readWebhook(body, now(), { phoneNumberId: options.phoneNumberId });
      // Before the messages: a message from the new number after a change finds the account moved.
      if (contents.identityChanges.length > 0) await chat.changeIdentities(contents.identityChanges);
      if (contents.messages.length > 0) {
        await storeInbound(contents.messages);
        inbound.wake();
      }
      if (contents.statuses.length > 0) {
        await chat.recordStatuses(contents.statuses);
        sendQueued();
      }
      return 'accepted';
    },

    /** The simulator: the signed-in person writes as their own number. */
    async simulate(userId: number, input: { text: string } | { optionId: string; title: string }) {
      const id = await chat.simulate(userId, input);
      inbound.wake();
      return id;
    },

    /** The public simulator (`/probar-chat`): a visitor writes as their test number. */
    async simulateVisitor(
      key: string,
      input: { text: string } | { optionId: string; title: string },
      clientAddress: string,
    ) {
      const sent = await options.services.publicChat.write(key, input, clientAddress);
      inbound.wake();
      return sent;
    },

    /** Something was queued elsewhere (an alert, a payment notice): send it now. */
    wakeSender: sendQueued,

    start() {
      outbound.takeReplies(() => sender.wake());
      inbound.start();
      sender.start();
    },

    /** The inbound worker's round ends first (its replies taken), then the sender's; what was taken
     * and not sent goes back to the queue. */
    async stop() {
      await inbound.stop();
      await sender.stop();
      await outbound.stopTaking();
    },
  };
}

export type Bot = ReturnType<typeof createBot>;
