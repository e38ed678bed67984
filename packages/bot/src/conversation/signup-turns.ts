import type { InboundRow, SignupState } from '@vitalia/db';
import { interpretReading, meterRangeEnd, type Reading } from '@vitalia/domain';
import { parseMessage, type ParseResult } from '@vitalia/parser';
import type { OutboundMessage, Services } from '@vitalia/services';
import { messageReadings, type SaidReadings } from './reading-turns';
import * as say from './say/signup';
import {
  consentAnswerOf,
  isCourtesy,
  offeredNameOf,
  readFirstName,
  SIGNUP_OPTIONS,
  type NameProblem,
} from './signup-words';
import { meterWordOf } from './understood';
import { othersPart, splitBySubject, symptomLines, symptomsOf } from './understanding';
import {
  text,
  withOneEmoji,
  type HeldSignupReadings,
  type Outcome,
  type Pending,
  type Turn,
  type TurnLabel,
} from './turn';
import { MESSAGE_LIMITS } from '@vitalia/contracts/chat';
import { urgentLine } from './say/parts';

/** Readings held at most until the account exists: a few messages' worth, never a whole log. */
const MAX_HELD_READINGS = 10;

/** What a turn of the sign-up asks the engine: the account exists now, read the message as its own. */
export const REGISTERED = 'registered';

type Welcome = Extract<Pending, { kind: 'welcome' }>;

/**
 * Sign-up in the chat (CONTRACTS.md section 6): a number with no account is greeted, shown the privacy
 * notice and asked for its express consent (`Acepto` / `No acepto`), then its first name (the WhatsApp
 * profile name offered as one tap), and the account is made there. Nothing of the person is stored
 * before they accept: readings they send meanwhile are held in the sign-up's row (chat_signups), never in
 * their record, and stored through record-readings with the welcome once the account exists; "No
 * acepto" drops them. The services keep the state (chat-signup-service.ts); this file decides what to
 * say and what to keep.
 */
export function createSignupTurns({
  services,
  publicUrl,
  storeSaid,
}: {
  services: Services;
  publicUrl: string;
  storeSaid: (turn: Turn, said: SaidReadings) => Promise<Outcome>;
}) {
  const { chatSignup } = services;
  const links = { privacyUrl: `${publicUrl}/privacy-policy`, termsUrl: `${publicUrl}/terms-conditions` };

  /**
   * What a stranger's message says that matters before they have an account: their own readings (to
   * hold) and what to do now, when it says a crisis value or warning signs. That much is answered at
   * once, consent or not; nothing of it is kept until they accept.
   */
  function readStranger(inbound: InboundRow): {
    said: SaidReadings | null;
    urgent: string[];
    othersReading: boolean;
  } {
    if (inbound.kind !== 'text' || !inbound.body) return { said: null, urgent: [], othersReading: false };
    const parsed = parseMessage(inbound.body);
    const { own, others } = splitBySubject(parsed);
    const meter = meterWordOf(own);
    const said =
      own.readings.length > 0 || meter
        ? messageReadings({ inbound, timeZone: chatSignup.timeZoneOf(inbound.wa_id) }, own, meter)
        : null;
    return { said, urgent: urgentSteps(own, meter, parsed, others), othersReading: others.length > 0 };
  }

  /** Crisis steps and warning signs, each said once, as a member's reply would lead with them. */
  function urgentSteps(
    own: ParseResult,
    meter: 'HI' | 'LO' | null,
    parsed: ParseResult,
    others: Reading[],
  ): string[] {
    const signs = parsed.symptoms ?? [];
    const readings: Reading[] = [
      ...(meter
        ? [{ metric: 'glucosa', value: meterRangeEnd(meter), unit: 'mg/dL', beyondRange: meter }]
        : []),
      ...own.readings,
    ];
    const interpretations = readings.map((reading) => interpretReading(reading, {}, signs));
    // A low is treated now (the 15-15 rule, ADA SoC section 6), not after the sign-up's questions: its
    // advice leads as a crisis value's steps do, even though a member's reply gives it as plain advice.
    const steps = interpretations.flatMap(({ whatToDoNow, advice, category }) => {
      const now = whatToDoNow ?? (category?.code.startsWith('hipoglucemia') ? advice : null);
      return now ? [now] : [];
    });
    const symptoms = symptomsOf(parsed);
    // Warning signs a value's steps already answer are not said twice (as understood() does).
    const answered =
      interpretations.some(({ warningSigns }) => warningSigns) ||
      steps.some((advice) => advice.id === symptoms.emergency?.id);
    const lines = [
      ...steps.map((advice) => urgentLine(advice.text)),
      answered ? null : symptomLines(symptoms).urgent,
      othersPart(others, signs)?.urgent ?? null,
    ];
    return [...new Set(lines.filter((line): line is string => Boolean(line)))];
  }

  /**
   * The readings held so far with this message's added (the first message's id stays their key). A value
   * already held is a repeat ("140" again, to a question it did not answer), not a second reading.
   */
  function holding(
    held: HeldSignupReadings | null,
    said: SaidReadings | null,
    inbound: InboundRow,
  ): HeldSignupReadings | null {
    if (!said) return held;
    const sameAs = (a: { metric: string; value: number; v2: number | null }) => (b: typeof a) =>
      a.metric === b.metric && a.value === b.value && a.v2 === b.v2;
    const fresh = said.inputs.flatMap((input, index) =>
      held?.inputs.some(sameAs(input))
        ? []
        : [{ input: { ...input, measured_at: (input.measured_at ?? inbound.sent_at).toISOString() }, index }],
    );
    const inputs = fresh.map(({ input }) => input);
    const written = fresh.map(({ index }) => said.written[index] ?? null);
    if (!held) return { messageId: inbound.wa_message_id, inputs, written, signs: said.signs };
    if (inputs.length === 0 || held.inputs.length + inputs.length > MAX_HELD_READINGS) return held;
    return {
      messageId: held.messageId,
      inputs: [...held.inputs, ...inputs],
      written: [...held.written, ...written],
      signs: [...new Set([...held.signs, ...said.signs])],
    };
  }

  async function finish(
    inbound: InboundRow,
    reply: OutboundMessage,
    next: SignupState,
    label: TurnLabel,
  ): Promise<TurnLabel> {
    await chatSignup.finishTurn({ inbound, reply: withOneEmoji(reply), next });
    return label;
  }

  const declined: SignupState = { step: 'declined', held: null, offeredName: null, consentedAt: null };

  /** At the name step: a name (typed, or the profile name's button) makes the account. */
  async function answerName(
    inbound: InboundRow,
    state: { held: HeldSignupReadings | null; offeredName: string | null; consentedAt: Date },
  ): Promise<TurnLabel> {
    const { offeredName: offered } = state;
    let name: string | null = null;
    let problem: NameProblem = 'not_a_name';
    if (inbound.kind === 'interactive') {
      if (inbound.body === SIGNUP_OPTIONS.profileName) name = offered;
      else if (inbound.body === SIGNUP_OPTIONS.accept) {
        return finish(inbound, say.askName(offered), { step: 'name', ...state }, 'signup:asked_name');
      }
    } else if (inbound.kind === 'text' && inbound.body) {
      // "sí" to the name offered on its button.
      const read = readFirstName(inbound.body);
      if (offered && consentAnswerOf(inbound) === 'yes') name = offered;
      else if ('name' in read) name = read.name;
      else problem = read.problem;
    }
    if (name) {
      const welcome = (held: unknown): Welcome => ({
        kind: 'welcome',
        held: (held ?? null) as HeldSignupReadings | null,
        askedAt: inbound.sent_at.toISOString(),
      });
      await chatSignup.createAccount({
        waId: inbound.wa_id,
        waUserId: inbound.wa_user_id,
        firstName: name,
        at: inbound.sent_at,
        welcome,
      });
      return REGISTERED;
    }
    const { said, urgent } = readStranger(inbound);
    const reply = say.askNameAgain(problem, offered, said !== null, urgent);
    const next = { step: 'name' as const, ...state, held: holding(state.held, said, inbound) };
    return finish(inbound, reply, next, 'signup:name_again');
  }

  return {
    /**
     * The one decision for a number with no account: a label when the turn is answered (and finished),
     * or REGISTERED when the account was just made and the engine reads the message as that account's.
     */
    async answerStranger(inbound: InboundRow): Promise<TurnLabel> {
      const state = await chatSignup.find(inbound.wa_id);
      const held = (state?.held ?? null) as HeldSignupReadings | null;
      const answer = consentAnswerOf(inbound, { strict: state?.step === 'declined' });
      // "No acepto" pressed at any step, or a typed "no" to the consent question: nothing is kept.
      if (answer === 'no' && (inbound.kind === 'interactive' || state?.step === 'consent'))
        return finish(inbound, say.DECLINED, declined, 'signup:declined');
      if (state?.step === 'name' && state.consented_at)
        return answerName(inbound, {
          held,
          offeredName: state.offered_name,
          consentedAt: state.consented_at,
        });
      // Consent: to the question asked, the button of any earlier one, or an "acepto" after a refusal.
      if (answer === 'yes' && (state || inbound.kind === 'interactive')) {
        const offered = offeredNameOf(inbound.profile_name);
        const next: SignupState = {
          step: 'name',
          held: state?.step === 'consent' ? held : null,
          offeredName: offered,
          consentedAt: inbound.sent_at,
        };
        return finish(inbound, say.askName(offered), next, 'signup:consented');
      }
      if (state?.step === 'declined' && inbound.kind === 'text' && isCourtesy(inbound.body ?? ''))
        return finish(inbound, say.DECLINED_COURTESY, declined, 'signup:declined');
      // The first message (or the first after a refusal, which starts over): the notice and the question.
      const { said, urgent, othersReading } = readStranger(inbound);
      const asked = state?.step === 'consent';
      const nextHeld = holding(asked ? held : null, said, inbound);
      // Said of this message only: a question or the husband's value after her own is not "your reading".
      const holdsReading = said !== null && nextHeld !== null;
      const reply = asked
        ? say.consentAgain({ holdsReading, othersReading, urgent })
        : say.consentRequest({ ...links, holdsReading, othersReading, urgent });
      const next: SignupState = { step: 'consent', held: nextHeld, offeredName: null, consentedAt: null };
      return finish(inbound, reply, next, asked ? 'signup:asked_again' : 'signup:consent');
    },

    /**
     * The first turn of an account made in the chat: the readings held since the first message are
     * stored (keyed by that message, so a retry stores them once) and answered as any member's, with
     * the welcome and what the bot can do.
     */
    async welcome(turn: Turn, pending: Welcome): Promise<Outcome> {
      const ready = say.accountReady(turn.account.first_name);
      const held = pending.held;
      if (!held)
        return {
          reply: text(`${ready}\n${say.WHAT_YOU_CAN_DO}`),
          patch: { pending: null },
          label: 'signup:welcome',
          greets: true,
        };
      const said: SaidReadings = {
        inputs: held.inputs.map((input) => ({ ...input, measured_at: new Date(input.measured_at) })),
        written: held.written,
        signs: held.signs,
      };
      const stored = await storeSaid(
        { ...turn, inbound: { ...turn.inbound, wa_message_id: held.messageId } },
        said,
      );
      return {
        ...stored,
        reply: stored.reply && withWelcome(stored.reply, ready, Boolean(stored.urgent)),
        label: `signup:welcome+${stored.label}`,
        greets: true,
      };
    },
  };
}

/**
 * The welcome around the held readings' reply: first, then the readings, then what the bot can do; after
 * them when they are urgent (what to do now leads), before the question of a reply with buttons.
 */
function withWelcome(reply: OutboundMessage, ready: string, urgent: boolean): OutboundMessage {
  if (reply.type === 'text')
    return text(urgent ? `${reply.text}\n${ready}` : `${ready}\n${reply.text}\n${say.WHAT_YOU_CAN_DO}`);
  if (reply.type !== 'buttons') return reply;
  const lines = reply.text.split('\n');
  const question = lines.pop() ?? '';
  const body = [...lines, ready, question].join('\n');
  return [...body].length <= MESSAGE_LIMITS.interactiveBody ? { ...reply, text: body } : reply;
}
