import { meterWordOfGlucose, type Reading, type SymptomCode, type SymptomJudgement } from '@vitalia/domain';
import { MESSAGE_LIMITS } from '@vitalia/contracts/chat';
import type { ParseResult } from '@vitalia/parser';
import { findAnswer } from './everyday-questions';
import { othersPart, questionLines, symptomLines } from './understanding';
import { text, type Outcome, type Pending } from './turn';
import { typedAlternative } from './say/parts';

/**
 * One reply for everything a message said: warning signs and crisis steps first (the sender's own, a
 * symptom's, someone else's), then the sender's stored readings, someone else's values, the symptoms'
 * advice and the answer to a question. The label names each part ("stored+symptom", "other_person").
 */
/** The clauses of a message that hold its question marks ("tuve 48 con sudor, ¿eso es peligroso?": the last). */
function askingClauses(question: string): string {
  return question
    .split(/[.;!\n]|,\s/)
    .filter((clause) => /[?¿]/.test(clause))
    .join(' ')
    .trim();
}

export function understood(
  base: Outcome | null,
  parts: {
    others: readonly Reading[];
    symptoms: SymptomJudgement;
    question: string | null;
    /** The symptoms' codes, which judge someone else's values with them too. */
    signs?: readonly SymptomCode[];
    /** The owner's name when a relative writes from the owner's phone. */
    ownerOfPhone?: string | null;
  },
): Outcome {
  const others = othersPart(parts.others, parts.signs, parts.ownerOfPhone ?? null);
  // Warning signs a reading already answers (its steps lead the reply) are not said twice.
  const emergency = parts.symptoms.emergency;
  const answered =
    emergency !== null &&
    ((base?.urgentAdviceIds ?? []).includes(emergency.id) ||
      Boolean(base?.warned) ||
      Boolean(others?.warned));
  // The general "gracias por contarme cómo te sientes" is for the sender; said of someone else, it is not.
  const judged =
    base === null && others && parts.symptoms.advice?.id === 'sintomas.general'
      ? { ...parts.symptoms, advice: null }
      : parts.symptoms;
  const symptoms = symptomLines(answered ? { ...judged, emergency: null } : judged);
  const baseReply = base?.reply;
  const baseFull = baseReply && baseReply.type !== 'template' ? baseReply.text : '';
  // The question of a reply with buttons ("¿Cómo te sientes ahora?") goes last, next to its buttons.
  const asked = baseReply?.type === 'buttons' ? (baseFull.split('\n').at(-1) ?? '') : '';
  const baseText = asked ? baseFull.slice(0, baseFull.length - asked.length).trimEnd() : baseFull;
  // With readings stored, their interpretation answers "¿está bien?": a library answer only when the
  // message asks outright (a "?") and one fits.
  // Only the asking clauses count then: the words of the reading itself ("anoche a las 3 de la mañana
  // tuve 48, ¿es peligroso?") would find an answer about mornings, not about that low.
  const askingPart =
    parts.question !== null && /[?¿]/.test(parts.question) ? askingClauses(parts.question) : '';
  const answer =
    parts.question === null
      ? []
      : base
        ? askingPart && findAnswer(askingPart, { minTerms: 2 })
          ? questionLines(askingPart)
          : []
        : questionLines(parts.question);
  const urgentLines = [symptoms.urgent, others?.urgent].filter((line): line is string => Boolean(line));
  const lines = [
    ...urgentLines,
    baseText,
    ...(others?.lines ?? []),
    ...symptoms.lines,
    ...answer,
    asked,
  ].filter(Boolean);
  const labels = [
    base?.label ??
      (others ? 'other_person' : parts.symptoms.emergency || symptoms.lines.length ? 'symptom' : 'question'),
    ...(base && others ? ['other_person'] : []),
    ...(base || others ? (emergency || symptoms.lines.length ? ['symptom'] : []) : []),
    ...(parts.question !== null && (base || others) ? ['question'] : []),
  ];
  const body = lines.join('\n');
  return {
    // A question the readings' reply asks with buttons keeps them, under everything said.
    reply:
      baseReply?.type === 'buttons'
        ? body.length <= MESSAGE_LIMITS.interactiveBody
          ? { ...baseReply, text: body }
          : text(`${body}\n${typedAlternative(baseReply.buttons)}`)
        : text(body),
    patch: base?.patch ?? {},
    label: [...new Set(labels)].join('+'),
    consequencesId: base?.consequencesId ?? null,
    noCrisisOwed: base?.noCrisisOwed,
    stored: base?.stored,
    urgent: Boolean(base?.urgent) || urgentLines.length > 0,
  };
}

/**
 * An answer to a measurement reminder takes the reminder's context: a bare "138" after "¿Cómo amaneció tu
 * glucosa?" is a fasting glucose. Readings of that metric said with no context and no other time get it.
 */
export function withReminderContext(
  parsed: ParseResult,
  pending: Extract<Pending, { kind: 'reminded' }>,
): ParseResult {
  const context = pending.context;
  if (!context) return parsed;
  return {
    ...parsed,
    readings: parsed.readings.map((reading, index) =>
      reading.metric === pending.metric && !reading.context && !parsed.times?.[index]
        ? { ...reading, context }
        : reading,
    ),
  };
}

/**
 * The meter word of a message: said ("dice HI", "marca LO"), or a glucose beyond what a meter shows
 * ("me salió 650"), which is then not asked again as an impossible value.
 */
export function meterWordOf(parsed: ParseResult): 'HI' | 'LO' | null {
  if (parsed.meter) return parsed.meter;
  for (const value of parsed.implausible) {
    if (value.metric === 'glucosa' && 'value' in value && value.reason !== 'incomplete') {
      const word = meterWordOfGlucose(value.value);
      if (word) return word;
    }
  }
  return null;
}
