import { z } from 'zod';
import {
  PREGNANCY_PRESSURE,
  RED_FLAG_COMBINATIONS,
  RED_FLAGS,
  LOW_BELOW,
  SEVERE_WITH_SIGNS,
  SYMPTOM_ADVICE,
} from '@vitalia/domain';
import { foldText } from '@vitalia/parser';
import type { Reading } from '@vitalia/domain';
import { forThatPerson } from './say/others';
import { isUrgentLine, urgentLine, wellDoneLine } from './say/parts';
import { minutesBetween, type Outcome, type Turn } from './turn';
import type { Triage } from './triage';

/**
 * A danger told in words is kept in mind for the next messages (CONTRACTS.md section 6, "Safety first"):
 * "está muy confundida y sudando", then "ya le medimos 38"; "tengo 32 semanas y veo lucecitas", then
 * "tengo 150/100". The first gate records what it found as a fact of the conversation (`told_danger`);
 * a reading sent within the hour, or a message that says the sign is still there or plays it down ("ya se
 * me pasó poquito, ando trabajando"), is answered with that danger's line first again; a message that
 * says the person is being seen or well again ends it. After confusion, fainting, a seizure or someone who cannot be woken
 * (a low until proven otherwise), the next bare number is a glucose.
 */

export const TOLD_DANGER_MINUTES = 60;

const TOLD_DANGER = z.object({
  v: z.literal(1),
  code: z.string(),
  subject: z.enum(['self', 'other']),
  pregnant: z.boolean(),
  at: z.string().datetime(),
});
export type ToldDanger = z.infer<typeof TOLD_DANGER>;

/** Dangers whose first thought in a person with diabetes is a low: a glucose is what to measure. */
const LOW_FIRST = new Set(['confusion', 'unresponsive', 'fainted', 'seizure', 'stroke']);
const PREGNANT = /\bembaraz|\bencinta\b|\bsemanas de embarazo\b/;
/** Already seen: "ya estamos en urgencias", "ya llegó la ambulancia", "ya la atendieron". */
const BEING_SEEN =
  /\b(urgencias|hospital|clinica|ambulancia|paramedicos|ya (me|nos|la|lo|le) (atendieron|revisaron|vieron))\b/;
/** Care refused: "no voy a ir al hospital", "no quiero que me lleven", "no pienso ir". */
const REFUSES_CARE =
  /\bno (voy|quiero|puedo|pienso|vamos) (a )?(ir|llevar|irme)\b|\bno (me|la|lo) (voy a|quiero) llevar\b|\bno quiero que me lleven\b/;
/** Well again, said briefly: "ya estoy bien", "ya se siente mejor". */
const WELL_AGAIN = /^(ya )?(estoy|esta|me siento|se siente|ando) (bien|mejor)\b/;
/**
 * The danger still there, or played down: "sigo sintiendo algo en el pecho", "ya se me pasó poquito, ando
 * trabajando", "no es para tanto", "no tengo tiempo pa ir al doctor". A sign that eases is still a sign
 * until someone has seen the person, and refusing care does not end it.
 */
const STILL_THERE =
  /\b(sigo|sigue|todavia|aun) (sintiendo|con|me duele|le duele|siento|siente|tengo|tiene)\b|\bse (me|le) (paso|esta pasando|quito|esta quitando) (poquito|un poco|tantito)\b|\b(ya )?(se me|se le) (paso|esta pasando|quito|esta quitando)\b|\bno (creo (que |q )?)?(es|sea) para tanto\b|\b(ando|sigo|estoy|toy) (trabajando|manejando|chambeando)\b|\bpero leve\b|\bno (tengo|hay) tiempo\b|\bno (puedo|quiero|voy a) ir\b|\b(luego|despues|mañana|manana) (voy|iba|ire)\b|\bno (voy a|quiero) (llamar|hablar|molestar)\b|\b(nomas|solo|nada mas) fue un (rato|ratito|momento|momentito)\b|\b(que se acueste|me acuesto|acostarse|acostarme|que descanse|mejor descanso|mejor espero|esperamos|esperar a ver)\b|\b(le doy|me tomo|darle|tomarme) (una )?aspirina\b|\bya (no )?(la|lo) llevo\b|\bhabla (un poco )?mejor\b/;
/** "¿me voy a urgencias o espero?", "¿la llevo al hospital?", "¿tengo que ir?". */
const SHOULD_I_GO =
  /\b(me voy|voy|vamos|ir|irme|la llevo|lo llevo|la llevamos|lo llevamos|tengo que ir|hay que ir)\b.{0,25}\b(urgencias|hospital|clinica|doctor|medico)\b.{0,20}(\?|o espero|o no)|\bo (me )?espero\b|\bespero o (voy|me voy|la llevo|lo llevo)\b/;

/** A pressure of 160/100 or more (with a headache and blurred vision, urgencias now). */
const isSeverePressure = (reading: Reading) =>
  'systolic' in reading &&
  (reading.systolic >= SEVERE_WITH_SIGNS.systolic || reading.diastolic >= SEVERE_WITH_SIGNS.diastolic);

/** Nothing to go with: "vivo solo y no tengo carro", "no tengo quién me lleve". */
const NO_WAY_TO_GO =
  /\b(vivo|estoy|ando) sol[oa]\b|\bno tengo (carro|coche|quien me lleve|como ir|como irme|con quien ir|dinero para)\b|\bno hay quien me lleve\b/;
/** Help called and on its way: "ya le hablamos a la Cruz Roja, ya vienen", "ya llamé al 911". */
const HELP_COMING =
  /\b(cruz roja|ya (vienen|viene|van a venir|van a llegar|mero llegan)|ya (le |les )?(hable|hablamos|llame|llamamos|marque|marcamos) (al 911|a la ambulancia|a los paramedicos|a la cruz|a emergencias|a mi \w+|a una \w+|a un \w+)|(me|la|lo|nos) (va|van) a llevar)\b/;

/**
 * Messages about getting care for a danger told, and their answers: help on its way (what to do while it
 * comes; the danger is no longer said), "¿voy o espero?" (go now), no car or nobody to go with (the
 * ambulance comes).
 */
const LOGISTICS = [
  {
    says: HELP_COMING,
    advice: SYMPTOM_ADVICE.helpOnTheWay,
    mark: wellDoneLine,
    label: 'help_on_the_way',
    ends: true,
  },
  { says: SHOULD_I_GO, advice: SYMPTOM_ADVICE.goNow, mark: urgentLine, label: 'go_now', ends: false },
  {
    says: NO_WAY_TO_GO,
    advice: SYMPTOM_ADVICE.noWayToGo,
    mark: urgentLine,
    label: 'no_way_to_go',
    ends: false,
  },
] as const;

/** What to say when a danger that easing does not end (a stroke, the heart, the breath) eases or is played down. */
function easingLine(code: string, other: boolean): string | null {
  const advice =
    code === 'stroke'
      ? SYMPTOM_ADVICE.strokeEasing
      : code === 'chest' || code === 'breathing'
        ? SYMPTOM_ADVICE.heartEasing
        : null;
  return advice ? (other ? advice.forOther : advice.text) : null;
}

/** A pregnancy said in one of the sender's earlier messages ("tengo 28 semanas de embarazo"). */
export const saidPregnant = (earlier: readonly { body: string | null }[]) =>
  earlier.some((message) => message.body !== null && PREGNANT.test(foldText(message.body)));

/** The fact to keep of this message's triage, or null when it told no danger. */
export function dangerTold(found: Triage, body: string, sentAt: Date): ToldDanger | null {
  if (!found.code || found.code === 'self_harm') return null;
  return {
    v: 1,
    code: found.code,
    subject: found.subject,
    pregnant: PREGNANT.test(foldText(body)),
    at: sentAt.toISOString(),
  };
}

/** The danger told within the hour before this message, parsed on read (another shape is none). */
export function recentDanger(turn: Turn): ToldDanger | null {
  const parsed = TOLD_DANGER.safeParse(turn.conversation.told_danger);
  if (!parsed.success) return null;
  const at = new Date(parsed.data.at);
  const sent = turn.inbound.sent_at;
  if (at > sent || minutesBetween(at, sent) > TOLD_DANGER_MINUTES) return null;
  return parsed.data;
}

/** After a danger that is a low until proven otherwise, a bare number is a glucose. */
export const measuresGlucose = (danger: ToldDanger | null) => danger !== null && LOW_FIRST.has(danger.code);

function lineOf(danger: ToldDanger, readings: readonly Reading[]): string | null {
  const other = danger.subject === 'other';
  const p = PREGNANCY_PRESSURE;
  const pregnancyHigh =
    danger.pregnant &&
    readings.some((r) => 'systolic' in r && (r.systolic >= p.systolic || r.diastolic >= p.diastolic));
  if (pregnancyHigh) return other ? p.forOther : p.text;
  if (danger.code === 'ketoacidosis')
    return other ? forThatPerson(SYMPTOM_ADVICE.ketoacidosis.text) : SYMPTOM_ADVICE.ketoacidosis.text;
  const flag = [...RED_FLAGS, ...RED_FLAG_COMBINATIONS].find((f) => f.code === danger.code);
  return flag ? (other ? flag.forOther : flag.text) : null;
}

/**
 * A reading answered within the hour of a danger told: the danger's line leads the reply again (the
 * pregnancy's when the reading is a pressure of 140/90 or more in a pregnancy said), unless the reply
 * already leads with 911 or the message says the person is being seen.
 */
export function withDangerInMind(
  turn: Turn,
  body: string,
  readings: readonly Reading[],
  outcome: Outcome,
): Outcome {
  const danger = recentDanger(turn);
  const reply = outcome.reply;
  if (!danger) return outcome;
  const folded = foldText(body);
  const other = danger.subject === 'other';
  // Help on its way, whether to go, no way to go: that is answered, whatever else the message matched.
  const said =
    readings.length === 0 && !outcome.urgent ? LOGISTICS.find((one) => one.says.test(folded)) : undefined;
  if (said) {
    const text = said.mark(other ? said.advice.forOther : said.advice.text);
    return {
      ...outcome,
      reply: { type: 'text', text },
      ...(said.ends ? { patch: { ...outcome.patch, toldDanger: null } } : { urgent: true }),
      label: said.label,
    };
  }
  // Being seen, or well again: the danger is no longer kept in mind (nor a glucose awaited for it).
  // "no voy a ir al hospital" names the hospital to refuse it: still there, not being seen.
  const refuses = REFUSES_CARE.test(folded);
  if (!refuses && (BEING_SEEN.test(folded) || WELL_AGAIN.test(folded))) {
    const awaited = turn.state?.kind === 'reminded' && outcome.patch.pending === undefined;
    const patch = { ...outcome.patch, toldDanger: null, ...(awaited ? { pending: null } : {}) };
    // "ya llegaron los paramédicos… ya despertó, gracias a Dios": a word for that, not "¡Con gusto!".
    const courtesy =
      outcome.notUnderstood || ['thanks', 'small_talk', 'greeting'].includes(outcome.label ?? '');
    if (BEING_SEEN.test(folded) && courtesy && reply && reply.type !== 'template') {
      const seen = SYMPTOM_ADVICE.beingSeen;
      return {
        ...outcome,
        reply: { type: 'text', text: wellDoneLine(danger.subject === 'other' ? seen.forOther : seen.text) },
        patch,
        label: 'being_seen',
      };
    }
    return { ...outcome, patch };
  }
  if (!reply || reply.type === 'template') return outcome;
  // A headache with blurred vision, then a pressure of 160/100 or more: urgencias now, and nothing of
  // "descansa y vuelve a medir" under it.
  if (
    danger.code === 'headache_vision' &&
    !danger.pregnant &&
    readings.some(isSeverePressure) &&
    !outcome.selfContained
  ) {
    const severe = SYMPTOM_ADVICE.headacheVisionHighPressure;
    const stored = reply.text.split('\n').filter((part) => /guardé/.test(part));
    return {
      ...outcome,
      reply: {
        type: 'text',
        text: [urgentLine(other ? severe.forOther : severe.text), ...stored].join('\n'),
      },
      urgent: true,
    };
  }
  // Confusion, fainting, someone who cannot be woken or speaks strangely, then a low: a severe low
  // (level 3), whose steps lead instead of the self-care of a low one can treat alone.
  const lowAfterSigns = readings.some(
    (reading) => reading.metric === 'glucosa' && 'value' in reading && reading.value < LOW_BELOW,
  );
  if (LOW_FIRST.has(danger.code) && lowAfterSigns && !outcome.selfContained) {
    const severe = urgentLine(SYMPTOM_ADVICE.severeLow.text);
    const rest = reply.text.split('\n').filter((part) => !isUrgentLine(part));
    return { ...outcome, reply: { ...reply, text: [severe, ...rest].join('\n') }, urgent: true };
  }
  // A crisis being followed up has its own reminder of the signs told (remembered-warnings.ts).
  if (turn.crisisOpen) return outcome;
  const stillThere = STILL_THERE.test(folded);
  if (outcome.urgent || outcome.selfContained || (readings.length === 0 && !stillThere)) return outcome;
  const easing = stillThere ? easingLine(danger.code, other) : null;
  const line = easing ?? lineOf(danger, readings);
  if (!line) return outcome;
  // Nothing else understood ("sigo sintiendo algo en el pecho"), or an answer that would put off care
  // ("¿le doy una aspirina?"): the danger is the whole answer.
  const nothingElse =
    outcome.notUnderstood || outcome.label === 'small_talk' || (easing !== null && readings.length === 0);
  return {
    ...outcome,
    reply: nothingElse
      ? { type: 'text', text: urgentLine(line) }
      : { ...reply, text: `${urgentLine(line)}\n${reply.text}` },
    urgent: true,
  };
}
