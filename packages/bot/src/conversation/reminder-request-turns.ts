import type { ButtonOption } from '@vitalia/contracts/chat';
import { knownMedicationName, MEDICATION_PURPOSES } from '@vitalia/domain';
import { REMINDER_METRIC_LABELS, WEEKDAY_NAMES, type ScheduleTiming } from '@vitalia/domain/schedules';
import type { ReminderRequest } from '@vitalia/parser';
import { DomainError, medicationLabel as label, medicationsMeant, type Services } from '@vitalia/services';
import { listOf } from './medication-turns';
import { normalizeWords } from './commands';
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

/** "22:00" → "10:00 de la noche", "12:00" → "12:00 del día", "06:30" → "6:30 de la mañana". */
export function spokenTime(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')}`;
  if (hour === 12) return `${clock} del día`;
  if (hour >= 1 && hour < 6) return `${clock} de la madrugada`;
  if (hour >= 6 && hour < 12) return `${clock} de la mañana`;
  if (hour > 12 && hour < 19) return `${clock} de la tarde`;
  return `${clock} de la noche`;
}

const howOften = (weekday: number | null) =>
  weekday === null ? 'todos los días' : `cada ${WEEKDAY_NAMES[weekday]}`;

const timing = (time: string, weekday: number | null): ScheduleTiming => ({
  frecuencia: weekday === null ? 'daily' : 'weekly',
  hora: time,
  weekday,
  month_day: null,
});

const sameTiming = (a: ScheduleTiming, b: ScheduleTiming) =>
  a.frecuencia === b.frecuencia && a.hora === b.hora && (a.weekday ?? null) === (b.weekday ?? null);

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
        name: `medir tu ${REMINDER_METRIC_LABELS[about.metric].toLowerCase()}`,
      };
    const own = await medications.list(turn.account.user_id);
    const { meant, by } = medicationsMeant({ text: body, purpose: about.purpose, named: about.name }, own);
    if (meant.length === 1)
      return { target: { kind: 'med', id: meant[0]!.id }, name: `tomar tu ${label(meant[0]!)}` };
    if (by === 'purpose') {
      const names = listOf(meant.map(label));
      return reply(
        `💊 Para ${MEDICATION_PURPOSES[about.purpose!].said} tienes ${names}. ¿De cuál te recuerdo? Escríbeme, por ejemplo: «recuérdame ${meant[0]!.nombre} a las 9 de la noche».`,
        'reminder_request:which',
      );
    }
    const known = about.name ? knownMedicationName(about.name) : null;
    if (about.name && known && meant.length === 0)
      return { target: { kind: 'new', name: about.name }, name: `tomar tu ${known}` };
    if (own.length === 0)
      return reply(
        '💊 Todavía no tengo anotados tus medicamentos. Dime cuál es, por ejemplo: «recuérdame la metformina a las 9 de la noche», o agrégalo en tu panel: ' +
          panel,
        'reminder_request:which',
      );
    return reply(
      `💊 ¿De cuál medicamento te recuerdo? Tienes ${listOf(own.map(label))}. Escríbeme, por ejemplo: «recuérdame ${own[0]!.nombre} a las 9 de la noche».`,
      'reminder_request:which',
    );
  }

  /** Makes the reminder; says so, or that it already existed, or why it could not be made. */
  async function make(turn: Turn, target: Target, time: string, weekday: number | null): Promise<Outcome> {
    const userId = turn.account.user_id;
    const wanted = timing(time, weekday);
    const when = `${howOften(weekday)} a las ${spokenTime(time)}`;
    try {
      if (target.kind === 'measure') {
        const existing = await reminders.list(userId);
        const what = `medir tu ${REMINDER_METRIC_LABELS[target.metric].toLowerCase()}`;
        if (existing.some((r) => r.metric_key === target.metric && sameTiming(r, wanted)))
          return reply(`⏰ Ya tenías ese recordatorio: ${what} ${when}.`, 'reminder_request:exists');
        await reminders.create(userId, { metric_key: target.metric, ...wanted });
        return reply(
          `⏰ Listo: te recuerdo ${what} ${when}. Cuando te llegue, mándame el resultado y lo guardo. Puedes cambiarlo en tu panel: ${panel}`,
          'reminder_request:created',
        );
      }
      const own = await medications.list(userId);
      let medication =
        target.kind === 'med'
          ? own.find((m) => m.id === target.id)
          : own.find((m) => knownMedicationName(m.nombre) === knownMedicationName(target.name));
      if (!medication && target.kind === 'med')
        return reply(
          'No encontré ese medicamento. Escribe «medicamentos» para ver los tuyos.',
          'reminder_request:unknown',
        );
      medication ??= await medications.create(
        userId,
        { nombre: knownMedicationName(target.kind === 'new' ? target.name : '') ?? '', dosis: null },
        null,
      );
      if (medication.schedules.some((schedule) => sameTiming(schedule, wanted)))
        return reply(
          `⏰ Ya tenías ese recordatorio: tomar tu ${label(medication)} ${when}.`,
          'reminder_request:exists',
        );
      await medications.createSchedule(userId, { medicamento_id: medication.id, ...wanted });
      return reply(
        `⏰ Listo: te recuerdo tomar tu ${label(medication)} ${when}. Cuando te llegue, toca «Ya la tomé» y llevo la cuenta. Puedes cambiarlo en tu panel: ${panel}`,
        'reminder_request:created',
      );
    } catch (error) {
      if (error instanceof DomainError) return reply(`⚠️ ${error.detail}`, 'reminder_request:refused');
      throw error;
    }
  }

  /** The reply to a message that asks for a reminder. */
  async function answer(turn: Turn, body: string, request: ReminderRequest): Promise<Outcome> {
    if (!request.about)
      return reply(
        '⏰ ¿Qué te recuerdo? Escríbeme, por ejemplo: «recuérdame el losartán a las 8 de la noche» o «recuérdame medirme el azúcar a las 7 de la mañana».',
        'reminder_request:what',
      );
    const found = await targetOf(turn, body, request.about);
    if ('reply' in found) return found;
    const [first, second] = request.times;
    if (!first)
      return reply(
        `⏰ ¿A qué hora te recuerdo ${found.name}? Escríbeme, por ejemplo: «recuérdame a las 9 de la noche».`,
        'reminder_request:time',
      );
    if (!second) return make(turn, found.target, first, request.weekday);
    const buttons: ButtonOption[] = [first, second].map((time) => ({
      id: buttonId(found.target, time, request.weekday),
      title: spokenTime(time),
    }));
    return {
      reply: { type: 'buttons', text: `⏰ ¿A qué hora te recuerdo ${found.name}?`, buttons },
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
    if (!pressed)
      return reply(
        'No entendí ese botón. Escríbeme de nuevo qué te recuerdo y a qué hora.',
        'reminder_request:unknown',
      );
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
