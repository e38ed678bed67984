import type { ButtonOption } from '@vitalia/contracts/chat';
import { metricNamedIn, parseMessage, type ParseResult } from '@vitalia/parser';

const found = (parsed: ParseResult) => (parsed.readings.length > 0 ? parsed : null);
import { METRIC_BUTTON_TITLES as TITLES, whichMetricQuestion } from './say/certainty';
import { minutesBetween, type Outcome, type Pending, type Turn } from './turn';

/**
 * A number nothing in the message explains ("yo ando en 150 de los puros nervios", "ya me dio mi vecina un
 * refresco, 80") is never given to a metric by guessing (CONTRACTS section 6, "Whose reading"): the bot
 * asks what it is, with a button per metric the value is possible for, the metric of the person's last
 * reading first. The message waits in the conversation; the answer (a button, or words such as "de azúcar,
 * en ayunas" or "el pulso") reads it again with that metric, so its time and context are kept.
 *
 * Cues that continue the last metric without asking: "y hoy 77.5" the day after a weight (today's value of
 * the same series), and a few hours after it "ahorita 160" or "ya subió a 330". A bare "hoy 88" is asked.
 */

const CHOICES = ['glucosa', 'peso', 'frecuencia_cardiaca'] as const;
const BUTTON_PREFIX = 'which:';
/** "y hoy 77.5" continues a reading of the day before; "ya subió a 330" one of the same morning. */
const TODAY_CUE_HOURS = 36;
const CHANGE_CUE_HOURS = 6;

/** Lowercase, without accents, numbers kept whole ("77.5"), everything else a space. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}.,]+/gu, ' ')
    .replace(/[.,](?!\d)/g, ' ')
    .trim();

const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
const TODAY_CUE = new RegExp(
  String.raw`^(?:y )?(?:hoy|ahora|ahorita)(?: (?:me salio|salio|amaneci|amaneci en|amaneci con|marco|marca|ando en|estoy en|en|con))? ${NUMBER}(?: [\p{L} ]{0,30})?$`,
  'u',
);
const CHANGE_CUE = new RegExp(
  String.raw`\b(?:subio|bajo|sube|baja|ya esta en|ya anda en|sigue en|sigo en|ya salio)(?: a| hasta| en)? ${NUMBER}\b`,
  'u',
);

/** The metric a bare follow-up continues by one of the two cues, or undefined. */
export function continuedMetric(turn: Turn, body: string): string | undefined {
  const { last_reading_at: at, last_reading_metric: metric } = turn.conversation;
  if (turn.late || !at || !metric) return undefined;
  const hours = minutesBetween(at, turn.inbound.sent_at) / 60;
  const said = fold(body);
  // "ahorita 160" a few hours after a 250 is the same thing measured again; "y hoy 77.5" the day after a
  // weight continues the series it says "and" to. A bare "hoy 88" does neither: the day after a fasting
  // glucose it may be the glucose or the weight, so it is asked (the last metric's button first).
  if (TODAY_CUE.test(said)) {
    if (/^y hoy\b/.test(said)) return hours <= TODAY_CUE_HOURS ? metric : undefined;
    // "hoy 70.1" the day after a weight of 70.3: a decimal of the size of a weight continues it (a
    // glucose in mg/dL and a pulse have none; one in mmol/L is under 35).
    if (/^hoy\b/.test(said))
      return hours <= TODAY_CUE_HOURS && metric === 'peso' && /\b([3-9]\d|1\d\d)[.,]\d\b/.test(said)
        ? metric
        : undefined;
    if (hours <= CHANGE_CUE_HOURS) return metric;
  }
  if (hours <= CHANGE_CUE_HOURS && CHANGE_CUE.test(said)) return metric;
  return undefined;
}

/** The metrics the message's number can be, by reading it again with each (the last metric first). */
function possibleMetrics(body: string, lastMetric: string | null): string[] {
  const order = [...new Set([...(lastMetric ? [lastMetric] : []), ...CHOICES])];
  return order
    .filter((metric) => metric in TITLES && metric !== 'presion')
    .filter((metric) => parseMessage(body, { expectedMetric: metric }).readings.length > 0)
    .slice(0, 3);
}

/** Asks what the one unexplained number is; null when it can be no metric (then the bot says so). */
export function askWhichMetric(turn: Turn, body: string, parsed: ParseResult): Outcome | null {
  if (parsed.unread?.length !== 1) return null;
  return askWhichMetricFor(turn, body, parsed.unread[0]!);
}

/**
 * Asks which metric a number is, with a button per metric it can be; `lead` (what to do now when it could
 * be a crisis) goes first. Null when it can be no metric.
 */
export function askWhichMetricFor(
  turn: Turn,
  body: string,
  value: number,
  lead: readonly string[] = [],
): Outcome | null {
  const recent =
    turn.conversation.last_reading_at &&
    minutesBetween(turn.conversation.last_reading_at, turn.inbound.sent_at) <= TODAY_CUE_HOURS * 60
      ? turn.conversation.last_reading_metric
      : null;
  const metrics = possibleMetrics(body, recent);
  if (metrics.length === 0) return null;
  const buttons: ButtonOption[] = metrics.map((metric) => ({
    id: `${BUTTON_PREFIX}${metric}`,
    title: TITLES[metric]!,
  }));
  const pending: Pending = {
    kind: 'which_metric',
    body,
    messageId: turn.inbound.wa_message_id,
    sentAt: turn.inbound.sent_at.toISOString(),
    askedAt: turn.inbound.sent_at.toISOString(),
  };
  return {
    reply: {
      type: 'buttons',
      text: [...lead, whichMetricQuestion(value, metrics)].join('\n'),
      buttons,
    },
    patch: { pending },
    label: 'asked:confirm',
    urgent: lead.length > 0,
  };
}

/** The metric a button of the question names, or null when the id is not one of them. */
export function metricOfOption(optionId: string): string | null {
  if (!optionId.startsWith(BUTTON_PREFIX)) return null;
  const metric = optionId.slice(BUTTON_PREFIX.length);
  return metric in TITLES ? metric : null;
}

/**
 * The waiting message read again with the answer: a button's metric, or the answer's words after it
 * ("tengo 105" + "de azúcar, en ayunas" → a fasting glucose of 105). Null when that reads nothing.
 */
export function rereadWithAnswer(
  pending: Extract<Pending, { kind: 'which_metric' }>,
  answer: { metric: string } | { words: string },
): ParseResult | null {
  if ('metric' in answer) return found(parseMessage(pending.body, { expectedMetric: answer.metric }));
  // Only an answer that names a metric answers the question: words that merely lean towards one ("me
  // puse la rápida", "soy diabético") are not a choice. Said together, the answer may also give a context
  // ("de azúcar, en ayunas").
  const metric = metricNamedIn(answer.words);
  if (!metric) return null;
  // Either order: "132" + "es el azúcar en ayunas" reads its context only with the words first.
  for (const text of [`${pending.body}, ${answer.words}`, `${answer.words} ${pending.body}`]) {
    const together = found(parseMessage(text));
    if (
      together &&
      together.readings.every((reading) => reading.metric === metric) &&
      together.readings.some((r) => r.context)
    )
      return together;
  }
  const together = found(parseMessage(`${pending.body}, ${answer.words}`));
  if (together && together.readings.every((reading) => reading.metric === metric)) return together;
  return found(parseMessage(pending.body, { expectedMetric: metric }));
}
