import { PRIVACY_NOTICE_VERSION, TERMS_VERSION } from '@vitalia/contracts/legal';
import { phoneOfWaId } from '@vitalia/contracts/phone';
import type { OutboundMessage } from '@vitalia/contracts/chat';
import { timeZoneOfCountry } from '@vitalia/domain/schedules';
import {
  DatabaseError,
  type ChatSignupRow,
  type Database,
  type InboundRow,
  type SignupState,
} from '@vitalia/db';
import type { ChatService } from './chat-service';
import { isPhoneAddress, phoneCandidates } from './phone-match';
import { releaseToProver } from '../accounts/phone-release';

/** The country a BSUID names in its prefix ("MX.1349120865530274" → "MX"), when it has one. */
function countryOfBsuid(bsuid: string): string | undefined {
  const prefix = /^([A-Z]{2})\./.exec(bsuid)?.[1];
  return prefix;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long a sign-up in the chat is remembered after its last message: an unanswered consent question
 * (with any reading it holds) or a "No acepto" is forgotten after this, and the next message starts over.
 */
export const SIGNUP_FORGOTTEN_AFTER_HOURS = 24;

/**
 * Sign-up in the chat (CONTRACTS.md section 6), the part that stores: the state of a number with no
 * account between its messages, and the account made once it consented and gave a name. What the bot
 * asks and reads is the bot's (packages/bot/src/conversation/signup-turns.ts).
 */
export function createChatSignupService({
  db,
  chat,
  trialDays,
  defaultTimeZone,
  now,
}: {
  db: Database;
  chat: ChatService;
  trialDays: number;
  defaultTimeZone: string;
  now: () => Date;
}) {
  const { chatSignups } = db.repos;

  return {
    /** The zone readings of a number are dated in before it has an account: its country's. */
    timeZoneOf(waId: string): string {
      return timeZoneOfCountry(phoneOfWaId(waId)?.country, defaultTimeZone);
    },

    /** The sign-up under way for a number; the ones nobody touched for a day are deleted first. */
    async find(waId: string): Promise<ChatSignupRow | undefined> {
      const since = new Date(now().getTime() - SIGNUP_FORGOTTEN_AFTER_HOURS * HOUR_MS);
      await chatSignups.purgeBefore(since);
      return chatSignups.find(waId, since);
    },

    /**
     * Ends a stranger's turn: the reply queued, what they wrote cleared, and the sign-up's next state
     * written, in one transaction.
     */
    finishTurn(input: { inbound: InboundRow; reply: OutboundMessage; next: SignupState }): Promise<void> {
      return chat.finishTurn({
        inbound: input.inbound,
        account: null,
        reply: input.reply,
        forget: true,
        alongside: (repos) => repos.chatSignups.save(input.inbound.wa_id, input.next, now()),
      });
    },

    /**
     * The account of a number that consented and gave its first name, in one transaction: the user (no
     * e-mail or password yet), the patient record with the number WhatsApp proved (E.164, Mexico's 521
     * as +52), the consent records (the privacy notice and the terms, at the time of "Acepto", channel
     * `whatsapp`), the free trial, the time zone of the number's country, and the conversation with
     * `welcome` (what the sign-up held) as the bot's first business. The sign-up row goes in the same
     * transaction. Null when there is nothing to create: the sign-up is gone (another worker made the
     * account) or the number got an account meanwhile (a sign-up on the web): the bot then reads the
     * message as that account's.
     */
    async createAccount(input: {
      waId: string;
      /** The sender's BSUID when WhatsApp gave one: the account is found by it first. */
      waUserId?: string | null;
      firstName: string;
      /** WhatsApp's time of the message that gave the name: the 24-hour window opens with it. */
      at: Date;
      welcome: (held: unknown) => unknown;
    }): Promise<{ userId: number } | null> {
      const { waId } = input;
      const bsuidOnly = !isPhoneAddress(waId);
      const waUserId = input.waUserId ?? (bsuidOnly ? waId : null);
      const candidates = bsuidOnly ? [] : phoneCandidates(waId);
      const phone = bsuidOnly ? null : phoneOfWaId(waId);
      // The account must be found by the number it writes from (chat-service's openTurn), or by its BSUID
      // when WhatsApp gave no number (a person with a username).
      const telefono = phone && candidates.includes(phone.e164) ? phone.e164 : (candidates[0] ?? null);
      if (!telefono && !waUserId) return null;
      // A BSUID starts with the person's country ("MX.1349…").
      const country = phone?.country ?? (waUserId ? countryOfBsuid(waUserId) : undefined);
      const zone = timeZoneOfCountry(country, defaultTimeZone);
      try {
        return await db.transaction(async (repos) => {
          const signup = await repos.chatSignups.take(waId);
          if (!signup?.consented_at) return null;
          // The number is its writer's: an account that typed it on the web and never proved it loses it
          // now, and is told in its bell (CONTRACTS.md section 11).
          await releaseToProver(repos, candidates, telefono ?? `+${waId}`, now());
          const user = await repos.users.insertFromChat({
            firstName: input.firstName,
            // As a web sign-up: no zone of its own means TZ_DEFAULT.
            timeZone: zone === defaultTimeZone ? null : zone,
          });
          // Made from WhatsApp itself: the number wrote to the bot, so it is proven at creation.
          await repos.pacientes.insert({ userId: user.id, telefono, waUserId, telefonoVerifiedAt: now() });
          for (const [purpose, documentVersion] of [
            ['health_data_processing', PRIVACY_NOTICE_VERSION],
            ['terms', TERMS_VERSION],
          ] as const) {
            await repos.consents.insert({
              userId: user.id,
              purpose,
              documentVersion,
              at: signup.consented_at,
              channel: 'whatsapp',
            });
          }
          await repos.subscriptions.startTrial({
            userId: user.id,
            trialEndsAt: new Date(now().getTime() + trialDays * DAY_MS),
          });
          await repos.chatConversations.start({
            userId: user.id,
            waId,
            at: input.at,
            pending: input.welcome(signup.held),
          });
          return { userId: user.id };
        });
      } catch (error) {
        if (
          error instanceof DatabaseError &&
          (error.isUniqueViolation('pacientes_telefono_key') ||
            error.isUniqueViolation('pacientes_wa_user_id_key'))
        )
          return null;
        throw error;
      }
    },
  };
}

export type ChatSignupService = ReturnType<typeof createChatSignupService>;
