import { MESSAGE_LIMITS, type ButtonOption } from '@vitalia/contracts/chat';
import type { ReadingInput } from '@vitalia/contracts/metrics';
import type { Reading } from '@vitalia/domain';
import type { ReadingTime } from '@vitalia/parser';
import { DomainError, type Services } from '@vitalia/services';
import { heldReadingInput, readingInputsOf } from './reading-turns';
import * as say from './say/others';
import { warningLine } from './say/parts';
import { text, type HeldReading, type Outcome, type Pending, type Turn } from './turn';
import { describe } from './say/parts';

/**
 * Someone else's readings (CONTRACTS section 6, "Whose reading") are never stored in the sender's record.
 * When the sender manages other people's records (a `gestion` share they accepted), the reply offers to
 * store them in one of those records, with a button per person (two at most) and "No guardar". The
 * readings wait in the conversation; the press stores them through the same use case and access check as
 * the web, keyed by the message that said them, so a second press stores nothing twice.
 */

const SAVE_PREFIX = 'others:save:';
const SKIP_ID = 'others:skip';
/** WhatsApp allows three reply buttons: two people and "No guardar". */
const MAX_PEOPLE = 2;
export function createOthersReadingsTurns({ services }: { services: Services }) {
  /** The people whose records the sender may write (accepted `gestion` shares). */
  const managedPeople = (userId: number) => services.sharing.listManaged(userId);

  /**
   * The records a relative's readings may go to: of the relatives the message names ("mi mamá"), the one
   * already known by that name, else those whose relation is not known yet; never a record known as
   * another relative (the husband's record for the mother's glucose). Named by no relative word ("a ella
   * le salió"): every record the sender manages.
   */
  async function candidatesFor(userId: number, relatives: readonly string[]) {
    const people = await managedPeople(userId);
    if (relatives.length === 0) return people;
    const known = people.filter((person) => person.relation !== null && relatives.includes(person.relation));
    return known.length > 0 ? known : people.filter((person) => person.relation === null);
  }

  /** Adds the offer to a reply about someone else's readings, when the sender manages someone's record. */
  async function offerToStore(
    turn: Turn,
    outcome: Outcome,
    said: { readings: Reading[]; times: Array<ReadingTime | null>; relatives: readonly string[] },
  ): Promise<Outcome> {
    if (said.readings.length === 0 || outcome.reply?.type !== 'text') return outcome;
    const people = (await candidatesFor(turn.account.user_id, said.relatives)).slice(0, MAX_PEOPLE);
    if (people.length === 0) return outcome;
    const held: HeldReading[] = readingInputsOf(turn, said.readings, said.times).map((input) => ({
      metric: input.metric,
      value: input.value,
      v2: input.v2,
      measuredAt: (input.measured_at ?? turn.inbound.sent_at).toISOString(),
      context: input.context,
      unit: input.unit,
    }));
    const whose = say.whoseOffer(people.map((person) => person.nombre));
    const buttons: ButtonOption[] = [
      ...people.map((person) => ({
        id: `${SAVE_PREFIX}${person.paciente_id}`,
        title: say.saveTitle(person.nombre),
      })),
      { id: SKIP_ID, title: say.SKIP_TITLE },
    ];
    const pending: Pending = {
      kind: 'others_readings',
      readings: held,
      relation: said.relatives.length === 1 ? said.relatives[0]! : null,
      messageId: turn.inbound.wa_message_id,
      askedAt: turn.inbound.sent_at.toISOString(),
    };
    // The offer replaces the hint to open an account of their own.
    const body = outcome.reply.text.replace(`\n${say.OWN_ACCOUNT_HINT}`, '');
    // A reply too long for buttons keeps its text: the person can still write the reading in that record.
    if (body.length + whose.length + 1 > MESSAGE_LIMITS.interactiveBody) return outcome;
    return {
      ...outcome,
      reply: { type: 'buttons', text: `${body}\n${whose}`, buttons },
      patch: { ...outcome.patch, pending },
      label: `${outcome.label}+offered`,
    };
  }

  /** The reply to "Guardar a Juan" / "No guardar", or undefined when the id is not one of them. */
  async function answerButton(
    turn: Turn,
    pending: Pending | null,
    optionId: string,
  ): Promise<Outcome | undefined> {
    if (optionId !== SKIP_ID && !optionId.startsWith(SAVE_PREFIX)) return undefined;
    if (pending?.kind !== 'others_readings')
      return {
        reply: text(say.OFFER_EXPIRED),
        patch: {},
        label: 'others_expired',
      };
    if (optionId === SKIP_ID)
      return {
        reply: text(say.NOT_STORED_ANYWHERE),
        patch: { pending: null },
        label: 'others_skipped',
      };
    const pacienteId = Number(optionId.slice(SAVE_PREFIX.length));
    const person = (await managedPeople(turn.account.user_id)).find((p) => p.paciente_id === pacienteId);
    if (!Number.isSafeInteger(pacienteId) || !person)
      return {
        reply: text(say.NOT_ALLOWED_FOR_THAT_PERSON),
        patch: { pending: null },
        label: 'others_forbidden',
      };
    const inputs: ReadingInput[] = pending.readings.map(heldReadingInput);
    try {
      const result = await services.recordReadings.record(
        turn.account.user_id,
        inputs,
        { source: 'whatsapp', inboundMessageId: pending.messageId, signs: [] },
        { pacienteId, settle: 'caller' },
      );
      // "mi esposo" stored in Roberto's record: Roberto is her "esposo" from now on.
      if (pending.relation && person.relation === null)
        await services.sharing.rememberRelation(turn.account.user_id, pacienteId, pending.relation);
      const stored = result.stored.map(({ row }) => describe(row));
      if (stored.length === 0)
        return {
          reply: text(say.alreadyInTheirRecord(person.nombre)),
          patch: { pending: null },
          label: 'others_stored',
        };
      return {
        reply: text(say.storedInTheirRecord(person.nombre, stored)),
        patch: { pending: null },
        label: 'others_stored',
        consequencesId: result.consequencesId,
      };
    } catch (error) {
      if (error instanceof DomainError)
        return { reply: text(warningLine(error.detail)), patch: { pending: null }, label: 'others_refused' };
      throw error;
    }
  }

  return { offerToStore, answerButton };
}
