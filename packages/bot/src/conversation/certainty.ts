import {
  GLUCOSE,
  interpretReading,
  MMOL_GLUCOSE_BELOW,
  mmolToWholeMgDl,
  type Reading,
  type SymptomCode,
  type SymptomJudgement,
} from '@vitalia/domain';
import { foldText, metricNamedIn, metricSuggestedBy, type ParseResult } from '@vitalia/parser';
import { readingInputsOf } from './reading-turns';
import type { TurnContext } from './rules/rule';
import {
  CONFIRM_READINGS_BUTTONS,
  convertedAs,
  readBackQuestion,
  sinceBefore,
  slipAs,
  understoodAs,
} from './say/certainty';
import { urgentLine } from './say/parts';
import { spoken } from './say/voice';
import { expectedMetricOf } from './states';
import { understood } from './understood';
import { mergeSplitNumbers } from './split-numbers';
import * as say from './say';
import { heldValue, whoseButtons } from './states/whose-reading';
import type { HeldForConfirmation, Outcome, Turn } from './turn';
import { askWhichMetricFor } from './which-metric-turns';
import { askLowConfirmation } from './low-confirmation';

/**
 * Certainty before any store (CONTRACTS.md section 6, "Nothing is stored or advised on a guess"): a reading
 * is stored only when its value, metric, person and time are clear. Otherwise it is read back and asked
 * about, and nothing is stored, interpreted or told to a caregiver until the answer; what to do now still
 * goes at once when a reading the message could mean is a crisis. Unclear, here:
 * - `split`: a number split by a space or a word ("1 40", "ciento 40", "1 80 con 90");
 * - `mmol`: a glucose with a decimal below 35 or a comma ("5,6"), read as mmol/L and converted;
 * - `no_metric`: a number with no metric word that answers nothing the bot asked;
 * - `low`: such a number, low, said with signs of a low ("ando sudando frío y temblando, 48"): the low
 *   steps at once, and whether it is a glucose asked before it is stored and caregivers told;
 * - `person`: two values of one metric said of the sender and someone else together ("mi hermana y yo
 *   nos checamos: 140 y 190"), with no clause that tells whose each is;
 * - `slip`: a weight no one can weigh that is one once a zero is dropped ("me pesé y marcó 820": 82 kg);
 * - `habitual`: what usually comes out, not a measurement now ("a veces en la mañana me sale como 95/60");
 * - `jump`: a weight far from the one sent days before ("peso 140" an hour after 104 kg), most often a
 *   slip of the finger or someone else's.
 * (Whose reading each clause is, is the parser's; someone else's is never stored.)
 */
export type DoubtReason = 'split' | 'mmol' | 'no_metric' | 'low' | 'person' | 'jump' | 'slip' | 'habitual';

export interface Doubt {
  reason: DoubtReason;
  /** What the bot understood, to read back. Empty for `no_metric` (its metric is asked with buttons). */
  readings: Reading[];
  parsed: ParseResult;
  /** For `mmol`: the value as written. */
  written: { value: number; unit: string } | null;
  /** For `no_metric`: the number whose metric is asked. */
  value?: number;
  /** For `person`: a follow-up of a message about someone else ("y el azúcar 140"). */
  afterSomeoneElse?: boolean;
  /** For `jump`: the reading sent before, as stored. */
  before?: Reading;
}

/** A number alone, with nothing but punctuation or emoji around it. */
const BARE =
  /^[\s\p{P}\p{Extended_Pictographic}\uFE0F]*\d{1,3}([.,]\d)?[\s\p{P}\p{Extended_Pictographic}\uFE0F]*$/u;

/** Words that name what a number measures, besides the parser's metric words. */
const METRIC_CUES =
  /\b(ayunas|ayuno|despues de (comer|desayunar|cenar|la comida)|antes de (comer|desayunar|cenar|dormir)|mg|mgdl|mmol|kg|kilos?|libras?|lpm|pulso|latidos?|glucometro|dextro|la alta|la baja|mmhg|sensor|flechita|flecha|tirita|tira|unidades)\b/;
/** Words of another measurement: a decimal with them is not a glucose in mmol/L. */
const OTHER_DECIMAL_METRICS =
  /\b(peso|pese|kilos?|kg|libras?|temperatura|fiebre|grados|a1c|glicosilada|glucosilada|glicada|hemoglobina|cetonas?|creatinina|colesterol|trigliceridos|saturacion|oxigeno|cintura|estatura|mide|metros?)\b/;
const DECIMAL = /(?<![\d/])(\d{1,2})[.,](\d{1,2})(?![\d/])/;

function mmolDoubt(context: TurnContext, folded: string): Doubt | null {
  // Said with its unit too ("glucosa 6.1 mmol/L"): converted and read back before storing, as the contract
  // asks; a decimal of another measurement (ketones, weight, HbA1c) is no glucose.
  if (OTHER_DECIMAL_METRICS.test(folded)) return null;
  const metric = expectedMetricOf(context.state) ?? context.message().recent;
  if (metric && metric !== 'glucosa') return null;
  const match = DECIMAL.exec(folded);
  if (!match) return null;
  const value = Number(`${match[1]}.${match[2]}`);
  if (!(value >= 1 && value < MMOL_GLUCOSE_BELOW)) return null;
  const mg = mmolToWholeMgDl(value);
  const rewritten =
    `${folded.slice(0, match.index)}${mg}${folded.slice(match.index + match[0].length)}`.replace(
      /\s*mmol(\s*\/\s*l\b|\s*l\b)?/g,
      ' ',
    );
  const own = context.message().ownOf(rewritten, 'glucosa');
  const glucose = own.readings.filter((reading) => reading.metric === 'glucosa');
  if (glucose.length !== 1) return null;
  return { reason: 'mmol', readings: glucose, parsed: own, written: { value, unit: 'mmol/L' } };
}

function splitDoubt(context: TurnContext, folded: string): Doubt | null {
  const merged = mergeSplitNumbers(folded);
  if (!merged) return null;
  const own = context.message().ownOf(merged, expectedMetricOf(context.state));
  if (own.readings.length === 0) return null;
  return { reason: 'split', readings: own.readings, parsed: own, written: null };
}

function noMetricDoubt(context: TurnContext, folded: string): Doubt | null {
  const message = context.message();
  // "ya le dije que me salió 320": the value told before, not a new number to place.
  if (message.hypothesis !== 'own' || message.meter || message.parsed.repeated) return null;
  const { own } = message;
  if (own.readings.length !== 1) return null;
  const [reading] = own.readings;
  if (!reading || 'systolic' in reading) return null;
  // "amanecí con 98" says when, not what: a weight and a pressure wake up too.
  const contextOnlyFromWaking = /\bamaneci|\bamanece/.test(folded) && !METRIC_CUES.test(folded);
  if (metricNamedIn(context.body) || METRIC_CUES.test(folded)) return null;
  if (reading.context && !contextOnlyFromWaking) return null;
  // "me la volví a medir y salió 115" minutes after a glucose: that metric again. A number alone is not,
  // nor one with only a time word ("hoy 88": a cue the which-metric rules judge).
  const withoutTime = folded.replace(/\b(y|hoy|ahora|ahorita|ayer)\b/g, ' ');
  if (message.recent === reading.metric && !BARE.test(context.body) && !BARE.test(withoutTime)) return null;
  // Shaking, sweating, vomiting… said with the number point to a glucose ("tengo 260 y vomito mucho"); a
  // low one still pages the caregivers, so it is confirmed first (its steps go at once).
  const pointsToGlucose = metricSuggestedBy(own.symptoms ?? message.parsed.symptoms ?? []) === 'glucosa';
  if (reading.metric === 'glucosa' && pointsToGlucose && reading.value >= GLUCOSE.level1Hypoglycemia)
    return null;
  // Measured ("me medí y tengo 47", "me salió 62"), the signs and the meter say it is a glucose.
  if (reading.metric === 'glucosa' && pointsToGlucose && !MEASURED.test(folded))
    return { reason: 'low', readings: [], parsed: own, written: null, value: reading.value };
  if (reading.metric === 'glucosa' && pointsToGlucose) return null;
  return { reason: 'no_metric', readings: [], parsed: own, written: null, value: reading.value };
}

/** Words of measuring: a number said with them came from a meter. */
const MEASURED = /\b(medi|mido|cheque|checo|salio|sale|dio|marco|marca|pique|tome la)\b/;

/** The sender and someone else spoken of together: "mi esposo y yo", "nos checamos", "las dos". */
const TOGETHER =
  /\b(y yo|yo y|nos [a-z]+amos|los dos|las dos|ambos|ambas|nosotros|nosotras|salimos|amanecimos|tenemos|traemos)\b/;

/** Measured together, one value said: "mi esposo y yo nos medimos la presión y salió 150/95". */
const MEASURED_TOGETHER =
  /\b(nos (medimos|checamos|tomamos|pesamos|picamos|revisamos)|los dos|las dos|ambos|ambas)\b/;

/** A message that goes on from the one before: "y el azúcar 140", "también la glucosa 150". */
const FOLLOW_UP = /^\s*(y|tambien|ademas|y tambien|e)\b/;
/** Words that say whose a follow-up is: the sender's ("yo", "la mía", "me salió") or someone named. */
const SAYS_WHOSE = /\b(yo|mi|mio|mia|me|a mi|el|ella|le|su|sus)\b/;

/** Someone close named: "mi papá", "mi viejo", "mi comadre". */
const RELATIVE_NAMED =
  /\b(mi|mis) (papa|mama|esposo|esposa|viejo|vieja|hijo|hija|hermano|hermana|abuelo|abuela|suegro|suegra|nieto|nieta|tio|tia|compadre|comadre|vecino|vecina)\b/;
/** A value told in the third person ("amaneció en 62", "le salió 180"), or in the first. */
const THIRD_PERSON =
  /\b(amanecio|salio|le salio|tiene|tenia|traia|trae|anda|andaba|se midio|marco|le marco)\b/;
const FIRST_PERSON =
  /\b(yo|me|amaneci|tengo|traigo|ando|andaba yo|mi (azucar|glucosa|presion|peso))\b|\bla mia\b|\bel mio\b/;

/**
 * "mi papá tiene diabetes, yo le doy sus pastillas. hoy amaneció en 62": someone named, and the value's
 * clause says it in the third person with nothing of the sender's: whose is asked.
 */
function thirdPersonDoubt(context: TurnContext, folded: string): Doubt | null {
  const { own, parsed } = context.message();
  if (context.relativeWrites || own.readings.length !== 1 || parsed.subjects !== undefined) return null;
  if (!RELATIVE_NAMED.test(folded)) return null;
  const clause = folded.split(/[.;!?\n]/).find((part) => /\d/.test(part)) ?? '';
  if (!THIRD_PERSON.test(clause) || FIRST_PERSON.test(clause)) return null;
  return { reason: 'person', readings: own.readings, parsed: own, written: null };
}

function personDoubt(context: TurnContext, folded: string): Doubt | null {
  const message = context.message();
  const { own, parsed } = message;
  const third = thirdPersonDoubt(context, folded);
  if (third) return third;
  // "y el azúcar 140" right after the husband's pressure: his again, or hers? Asked, never guessed.
  if (
    message.othersJustSpokenOf.length > 0 &&
    message.hypothesis === 'own' &&
    own.readings.length === 1 &&
    parsed.subjects === undefined &&
    FOLLOW_UP.test(folded) &&
    !SAYS_WHOSE.test(folded.replace(/\b(el|la) (azucar|glucosa|presion|peso|pulso)\b/g, ' '))
  )
    return { reason: 'person', readings: own.readings, parsed: own, written: null, afterSomeoneElse: true };
  if (!TOGETHER.test(folded) || parsed.subjects?.includes('other')) return null;
  // The only value of the message: "mi hijo 250 y yo 98, los dos" says whose each is.
  const [only] = own.readings;
  const numbersSaid = folded.match(/\d+/g)?.length ?? 0;
  if (own.readings.length === 1 && only && numbersSaid === ('systolic' in only ? 2 : 1))
    if (MEASURED_TOGETHER.test(folded))
      return { reason: 'person', readings: own.readings, parsed: own, written: null };
  if (own.readings.length !== 2) return null;
  const [first, second] = own.readings;
  if (!first || !second || first.metric !== second.metric) return null;
  return { reason: 'person', readings: own.readings, parsed: own, written: null };
}

/** How far a weight may be from the one sent within WEIGHT_JUMP_DAYS: the larger of 5 kg and 7 %. */
const WEIGHT_JUMP_KG = 5;
const WEIGHT_JUMP_SHARE = 0.07;
const WEIGHT_JUMP_DAYS = 7;

function jumpDoubt(context: TurnContext): Doubt | null {
  const last = context.turn.lastReading;
  if (!last || last.metric !== 'peso') return null;
  const { own } = context.message();
  const [reading] = own.readings;
  if (own.readings.length !== 1 || !reading || reading.metric !== 'peso' || 'systolic' in reading)
    return null;
  const days = (context.turn.inbound.sent_at.getTime() - last.measuredAt.getTime()) / 86_400_000;
  if (days > WEIGHT_JUMP_DAYS) return null;
  if (Math.abs(reading.value - last.value) < Math.max(WEIGHT_JUMP_KG, last.value * WEIGHT_JUMP_SHARE))
    return null;
  return {
    reason: 'jump',
    readings: own.readings,
    parsed: own,
    written: null,
    before: { metric: 'peso', value: last.value, unit: 'kg' },
  };
}

/** The weights a person can weigh (the domain's plausible range). */
const WEIGHT_KG = { min: 20, max: 350 } as const;

/** A glucose a meter can show (the domain's plausible range, mg/dL). */
const GLUCOSE_MG_DL = { min: 20, max: 600 } as const;

/** A weight or a glucose with a zero too many ("peso 7250", "glucosa 1400"): read back without it. */
function slipDoubt(context: TurnContext): Doubt | null {
  const { own } = context.message();
  const [only] = own.implausible;
  if (own.readings.length > 0 || own.implausible.length !== 1 || !only) return null;
  if (only.metric !== 'peso' && only.metric !== 'glucosa') return null;
  if (!('value' in only) || !Number.isInteger(only.value) || only.value % 10 !== 0) return null;
  const meant = only.value / 10;
  const range = only.metric === 'peso' ? WEIGHT_KG : GLUCOSE_MG_DL;
  if (meant < range.min || meant > range.max || only.value <= range.max) return null;
  const unit = only.metric === 'peso' ? 'kg' : 'mg/dL';
  const reading: Reading = { metric: only.metric, value: meant, unit };
  return {
    reason: 'slip',
    readings: [reading],
    parsed: { ...own, readings: [reading], implausible: [], times: [null] },
    written: { value: only.value, unit },
  };
}

/** "a veces me sale 95/60", "normalmente ando en 130": how it usually is, not a measurement of now. */
const HABITUAL = /\b(a veces|casi siempre|normalmente|por lo general|usualmente|cada vez que|seguido me)\b/;

function habitualDoubt(context: TurnContext, folded: string): Doubt | null {
  const { own } = context.message();
  if (own.readings.length === 0 || !HABITUAL.test(folded)) return null;
  return { reason: 'habitual', readings: own.readings, parsed: own, written: null };
}

/** Why the message's readings cannot be stored as they stand, or null when they are certain. */
export function uncertainReadings(context: TurnContext): Doubt | null {
  const folded = foldText(context.body);
  return (
    splitDoubt(context, folded) ??
    habitualDoubt(context, folded) ??
    mmolDoubt(context, folded) ??
    personDoubt(context, folded) ??
    noMetricDoubt(context, folded) ??
    slipDoubt(context) ??
    jumpDoubt(context)
  );
}

/** What to do now for any reading the message could mean that is a crisis: it never waits. */
function stepsNow(readings: readonly Reading[], signs: readonly SymptomCode[]): string[] {
  const steps = readings.map((reading) => interpretReading(reading, {}, signs).whatToDoNow?.text);
  return [...new Set(steps.filter((step): step is string => Boolean(step)))].map(urgentLine);
}

/** The readings read back, as the waiting state keeps them until the answer. */
function heldOf(turn: Turn, doubt: Doubt): HeldForConfirmation[] {
  return readingInputsOf(turn, doubt.parsed.readings, doubt.parsed.times).map((input) => ({
    metric: input.metric,
    value: input.value,
    v2: input.v2,
    context: input.context ?? null,
    unit: input.unit ?? (input.metric === 'presion' ? 'mmHg' : 'mg/dL'),
    measuredAt: (input.measured_at ?? turn.inbound.sent_at).toISOString(),
    written: doubt.written,
  }));
}

/** «¿Cuál es el tuyo?» with a button per value and «Ninguno»: nothing stored until the answer. */
function askWhose(turn: Turn, doubt: Doubt, steps: string[]): Outcome {
  const held = heldOf(turn, doubt);
  const buttons = whoseButtons(held);
  return {
    reply: {
      type: 'buttons',
      text: [...steps, say.whoseQuestion(held.map(heldValue), doubt.afterSomeoneElse)].join('\n'),
      buttons,
    },
    patch: {
      pending: {
        kind: 'whose_reading',
        readings: held,
        messageId: turn.inbound.wa_message_id,
        askedAt: turn.inbound.sent_at.toISOString(),
      },
    },
    label: 'asked:whose',
    urgent: steps.length > 0,
  };
}

/** The read-back with «Sí, guárdala» / «No» (or the metric buttons): nothing stored until the answer. */
export function askToConfirm(
  context: TurnContext,
  doubt: Doubt,
  parts: {
    others: readonly Reading[];
    symptoms: SymptomJudgement;
    question: string | null;
    signs: SymptomCode[];
  },
): Outcome {
  const { turn } = context;
  const signs = parts.signs;
  if (doubt.reason === 'low') return askLowConfirmation(turn, doubt.value!);
  if (doubt.reason === 'no_metric') {
    const glucose = { metric: 'glucosa', value: doubt.value!, unit: 'mg/dL' };
    const steps = stepsNow([glucose], signs);
    const asked = askWhichMetricFor(turn, context.body, doubt.value!, steps);
    if (asked) return asked;
  }
  const steps = stepsNow(doubt.readings, signs);
  if (doubt.reason === 'person') return askWhose(turn, doubt, steps);
  const said =
    doubt.reason === 'slip' && doubt.written
      ? slipAs(doubt.written, doubt.readings.map(spoken))
      : doubt.written
        ? convertedAs(
            doubt.written,
            doubt.readings.flatMap((r) => ('value' in r ? [r.value] : [])),
          )
        : doubt.before
          ? sinceBefore(understoodAs(doubt.readings.map(spoken)), spoken(doubt.before))
          : understoodAs(doubt.readings.map(spoken));
  const question = readBackQuestion(said);
  const held = heldOf(turn, doubt);
  const base: Outcome = {
    reply: {
      type: 'buttons',
      text: [...steps, question].join('\n'),
      buttons: [CONFIRM_READINGS_BUTTONS.yes, CONFIRM_READINGS_BUTTONS.no],
    },
    patch: {
      pending: {
        kind: 'confirm_readings',
        readings: held,
        messageId: turn.inbound.wa_message_id,
        askedAt: turn.inbound.sent_at.toISOString(),
      },
    },
    // A weight with a zero too many asks for the weight, read back as it must have been.
    label: doubt.reason === 'slip' ? `asked:${doubt.readings[0]?.metric ?? 'peso'}` : 'asked:confirm',
    urgent: steps.length > 0,
  };
  // Someone else's values and the symptoms said are still answered in the same reply.
  return parts.others.length > 0 || parts.symptoms.emergency
    ? { ...understood(base, { ...parts, question: null }), label: 'asked:confirm' }
    : base;
}
