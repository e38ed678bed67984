import type { ButtonOption } from '@vitalia/contracts/chat';
import { knownMedicationName, MEDICATION_PURPOSES } from '@vitalia/domain';
import { REMINDER_METRIC_LABELS, type ScheduleTiming } from '@vitalia/domain/schedules';
import type { ScheduleTimingPatch } from '@vitalia/contracts/member';
import type { ReminderRequest } from '@vitalia/parser';
import { DomainError, medicationLabel as label, medicationsMeant, type Services } from '@vitalia/services';
import { normalizeWords } from './commands';
import { listOf, warningLine } from './say/parts';
import * as say from './say/reminders';
import { text, type Outcome, type Pending, type Turn } from './turn';

/**
 * Reminders asked for in the chat (CONTRACTS section 6, "Everyday questions"): "recuérdame la pastilla a las
 * 10 de la noche" makes a daily reminder of the person's medication, "recuérdame medirme el azúcar los lunes
 * a las 7" a weekly measurement reminder. The medication is the one named, the one for the purpose said
 * ("la de la presión"), or the only one the person has; a medication the product knows but the person has
 * not added yet is added. An hour said without its half of the day ("a las 9") is asked with two buttons
 * whose ids carry the whole request, so the press needs no memory of the question.
 */

type Target =
  { kind: 'med'; id: number } | { kind: 'new'; name: string } | { kind: 'measure'; metric: Metric };
type Metric = 'glucosa' | 'presion' | 'peso';

const BUTTON_PREFIX = 'remind:';

/** `remind:med.12:21:00:-`, `remind:new.metformina:09:00:0`, `remind:measure.glucosa:07:00:-`. */
function buttonId(target: Target, time: string, weekday: number | null): string {
  const what =
    target.kind === 'med'
      ? `med.${target.id}`
      : target.kind === 'new'
        ? `new.${target.name}`
        : `measure.${target.metric}`;
  return `${BUTTON_PREFIX}${what}:${time}:${weekday ?? '-'}`;
}

function readButton(id: string): { target: Target; time: string; weekday: number | null } | null {
  const match = /^remind:(med|new|measure)\.([a-z0-9]+):(\d{2}:\d{2}):([0-6]|-)$/.exec(id);
  if (!match) return null;
  const [, kind, what, time, day] = match as unknown as [string, string, string, string, string];
  const weekday = day === '-' ? null : Number(day);
  if (kind === 'med') {
    const medId = Number(what);
    return Number.isSafeInteger(medId) ? { target: { kind: 'med', id: medId }, time, weekday } : null;
  }
  if (kind === 'new')
    return knownMedicationName(what) ? { target: { kind: 'new', name: what }, time, weekday } : null;
  return what === 'glucosa' || what === 'presion' || what === 'peso'
    ? { target: { kind: 'measure', metric: what }, time, weekday }
    : null;
}

const timing = (time: string, weekday: number | null): ScheduleTiming => ({
  frecuencia: weekday === null ? 'daily' : 'weekly',
  hora: time,
  weekday,
  month_day: null,
});

/** A timing as the change of an existing one: its frequency, time and weekday. */
const asPatch = (wanted: ScheduleTiming): ScheduleTimingPatch => ({
  frecuencia: wanted.frecuencia,
  hora: wanted.hora,
  ...(wanted.weekday !== null ? { weekday: wanted.weekday } : {}),
});

const sameTiming = (a: ScheduleTiming, b: ScheduleTiming) =>
  a.frecuencia === b.frecuencia && a.hora === b.hora && (a.weekday ?? null) === (b.weekday ?? null);

/** Words that ask to change a reminder's time rather than add one. */
const MOVE_WORDS =
  /\b(cambi\w*|muev\w*|mover\w*|recorr\w*|en vez de|en lugar de|ya no a las|pas(a|ale|alo|amelo|amela) a las)\b/;

export function createReminderRequestTurns({
  services,
  publicUrl,
}: {
  services: Services;
  publicUrl: string;
}) {
  const { medications, reminders } = services;
  const panel = `${publicUrl}/health/home`;
  const reply = (body: string, labelOf: string): Outcome => ({
    reply: text(body),
    patch: {},
    label: labelOf,
  });

  /** What the reminder is for, as something it can be made of, or a reply asking what was meant. */
  async function targetOf(
    turn: Turn,
    body: string,
    about: NonNullable<ReminderRequest['about']>,
  ): Promise<{ target: Target; name: string } | Outcome> {
    if (about.kind === 'measurement')
      return {
        target: { kind: 'measure', metric: about.metric },
        name: say.toMeasure(REMINDER_METRIC_LABELS[about.metric]),
      };
    const own = await medications.list(turn.account.user_id);
    const { meant, by } = medicationsMeant({ text: body, purpose: about.purpose, named: about.name }, own);
    if (meant.length === 1)
      return { target: { kind: 'med', id: meant[0]!.id }, name: say.toTake(label(meant[0]!)) };
    if (by === 'purpose') {
      const names = listOf(meant.map(label));
      return reply(
        say.whichForPurpose(MEDICATION_PURPOSES[about.purpose!].said, names, meant[0]!.nombre),
        'reminder_request:which',
      );
    }
    const known = about.name ? knownMedicationName(about.name) : null;
    if (about.name && known && meant.length === 0)
      return { target: { kind: 'new', name: about.name }, name: say.toTake(known) };
    if (own.length === 0) return reply(say.noMedicationsYet(panel), 'reminder_request:which');
    return reply(say.whichMedication(listOf(own.map(label)), own[0]!.nombre), 'reminder_request:which');
  }

  /**
   * Makes the reminder; says so, or that it already existed, or why it could not be made. `move`: the
   * words ask to change the time ("cámbiame… a las 9 y media"): the one reminder there is moves instead.
   */
  async function make(
    turn: Turn,
    target: Target,
    time: string,
    weekday: number | null,
    move = false,
  ): Promise<Outcome> {
    const userId = turn.account.user_id;
    const wanted = timing(time, weekday);
    const when = say.reminderWhen(time, weekday);
    try {
      if (target.kind === 'measure') {
        const existing = await reminders.list(userId);
        const what = say.toMeasure(REMINDER_METRIC_LABELS[target.metric]);
        if (existing.some((r) => r.metric_key === target.metric && sameTiming(r, wanted)))
          return reply(say.reminderExists(what, when), 'reminder_request:exists');
        const ofMetric = existing.filter((r) => r.metric_key === target.metric);
        if (move && ofMetric.length === 1) {
          await reminders.update(userId, ofMetric[0]!.id, asPatch(wanted));
          return reply(say.reminderMoved(what, when, panel), 'reminder_request:moved');
        }
        await reminders.create(userId, { metric_key: target.metric, ...wanted });
        return reply(say.measureReminderMade(what, when, panel), 'reminder_request:created');
      }
      const own = await medications.list(userId);
      let medication =
        target.kind === 'med'
          ? own.find((m) => m.id === target.id)
          : own.find((m) => knownMedicationName(m.nombre) === knownMedicationName(target.name));
      if (!medication && target.kind === 'med')
        return reply(say.MEDICATION_NOT_FOUND, 'reminder_request:unknown');
      medication ??= await medications.create(
        userId,
        { nombre: knownMedicationName(target.kind === 'new' ? target.name : '') ?? '', dosis: null },
        null,
      );
      if (medication.schedules.some((schedule) => sameTiming(schedule, wanted)))
        return reply(say.reminderExists(say.toTake(label(medication)), when), 'reminder_request:exists');
      const [only, another] = medication.schedules;
      if (move && only && !another) {
        await medications.updateSchedule(userId, only.id, asPatch(wanted));
        return reply(say.reminderMoved(say.toTake(label(medication)), when, panel), 'reminder_request:moved');
      }
      await medications.createSchedule(userId, { medicamento_id: medication.id, ...wanted });
      return reply(
        say.medicationReminderMade(say.toTake(label(medication)), when, panel),
        'reminder_request:created',
      );
    } catch (error) {
      if (error instanceof DomainError) return reply(warningLine(error.detail), 'reminder_request:refused');
      throw error;
    }
  }

  /** The reply to a message that asks for a reminder. */
  async function answer(turn: Turn, body: string, request: ReminderRequest): Promise<Outcome> {
    if (!request.about) return reply(say.REMIND_WHAT, 'reminder_request:what');
    const found = await targetOf(turn, body, request.about);
    if ('reply' in found) return found;
    const [first, second] = request.times;
    if (!first) return reply(say.remindAtWhatTime(found.name), 'reminder_request:time');
    if (!second)
      return make(turn, found.target, first, request.weekday, MOVE_WORDS.test(normalizeWords(body)));
    const buttons: ButtonOption[] = [first, second].map((time) => ({
      id: buttonId(found.target, time, request.weekday),
      title: say.spokenTime(time),
    }));
    return {
      reply: { type: 'buttons', text: say.whichHalfOfDay(found.name), buttons },
      patch: {
        pending: {
          kind: 'reminder_time',
          morning: buttons[0]!.id,
          evening: buttons[1]!.id,
          askedAt: turn.inbound.sent_at.toISOString(),
        },
      },
      label: 'reminder_request:half_of_day',
    };
  }

  /** The reply to one of the half-of-day buttons, or undefined when the id is not one of them. */
  async function answerButton(turn: Turn, optionId: string): Promise<Outcome | undefined> {
    if (!optionId.startsWith(BUTTON_PREFIX)) return undefined;
    const pressed = readButton(optionId);
    if (!pressed) return reply(say.UNKNOWN_REMINDER_BUTTON, 'reminder_request:unknown');
    return make(turn, pressed.target, pressed.time, pressed.weekday);
  }

  /** "de la noche", "en la mañana", "pm" typed instead of pressing one of the two buttons. */
  async function answerTyped(
    turn: Turn,
    pending: Extract<Pending, { kind: 'reminder_time' }>,
    body: string,
  ): Promise<Outcome | undefined> {
    const said = normalizeWords(body);
    if (said.split(' ').length > 5) return undefined;
    const id = /\b(manana|madrugada|am|temprano)\b/.test(said)
      ? pending.morning
      : /\b(tarde|noche|pm)\b/.test(said)
        ? pending.evening
        : null;
    if (!id) return undefined;
    const outcome = await answerButton(turn, id);
    return outcome && { ...outcome, patch: { ...outcome.patch, pending: null } };
  }

  return { answer, answerButton, answerTyped };
}
