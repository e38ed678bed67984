import type { MedicationPurpose } from '@vitalia/domain';
import { WEEKDAYS } from './lexicon/time-words';
import { MEDICATION_WORDS } from './lexicon/blocker-words';
import { purposeSaid } from './medication-phrases';
import { prepareTokens } from './prepare-tokens';
import type { Token } from './token';

/**
 * A reminder asked for in the chat: "recuérdame la pastilla a las 10 de la noche", "recuérdame tomar la de
 * la presión a las 8 todos los días", "ponme un recordatorio para medirme el azúcar los lunes a las 7".
 * What the reminder is for, the local time asked (two candidates when the half of the day is not said:
 * "a las 9" is 09:00 or 21:00) and the weekday for a weekly one. The bot decides what to do with it.
 */
export interface ReminderRequest {
  about:
    | { kind: 'medication'; name: string | null; purpose: MedicationPurpose | null }
    | { kind: 'measurement'; metric: 'glucosa' | 'presion' | 'peso' }
    | null;
  /** "HH:MM", 24 h: one time, or the morning and the evening reading of an hour said without its half. */
  times: string[];
  /** 0 = lunes … 6 = domingo, for "los lunes", "cada martes"; null for every day. */
  weekday: number | null;
}

const ASKING = new Set([
  'recuerdame',
  'recuerdeme',
  'recordar',
  'recordarme',
  'avisame',
  'aviseme',
  'recuerdenme',
  'recuerdemela',
  'recuerdamela',
  'recuerdemelo',
  'recuerdamelo',
  'recordarmela',
  'recordarmelo',
]);
const REMINDER_NOUNS = new Set(['recordatorio', 'alarma']);
const GENERIC = new Set(MEDICATION_WORDS);
const TAKING = new Set(['tomar', 'tomarme', 'inyectar', 'inyectarme', 'aplicar', 'aplicarme', 'ponerme']);
const MEASURING = new Set(['medir', 'medirme', 'checar', 'checarme', 'revisar', 'revisarme', 'tomarme']);
const MORNING = new Set(['de la manana', 'de la madrugada', 'am']);
const EVENING = new Set(['de la tarde', 'de la noche', 'pm']);
const REMINDER_METRICS = new Set(['glucosa', 'presion', 'peso']);

const pad = (n: number) => String(n).padStart(2, '0');
const at = (hour: number, minute: number) => `${pad(hour)}:${pad(minute)}`;

/** The clock time said after "a las"/"a la" (or "9 pm", "mediodía"), as one or two 24-hour times. */
function readTimes(tokens: readonly Token[]): string[] {
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!.text;
    if (word === 'mediodia') return ['12:00'];
    const lead = (word === 'las' || word === 'la') && tokens[i - 1]?.text === 'a';
    const start = lead ? i + 1 : i;
    const hourToken = tokens[start];
    if (hourToken?.kind !== 'num' || hourToken.decimal) continue;
    let end = start;
    let minute = 0;
    if (tokens[end + 1]?.text === ':' && tokens[end + 2]?.kind === 'num') {
      minute = tokens[end + 2]!.value;
      end += 2;
    } else if (tokens[end + 1]?.text === 'y media') {
      minute = 30;
      end += 1;
    } else if (tokens[end + 1]?.text === 'y' && tokens[end + 2]?.text === 'cuarto') {
      minute = 15;
      end += 2;
    }
    // "9 pm", "9 p.m.", "9 de la noche", "9 en la noche", "12 del día", "20 hrs".
    const next = tokens[end + 1]?.text ?? '';
    const spelledPm = next === 'p . m';
    const spelledAm = next === 'a . m';
    const inThe =
      next === 'en' && tokens[end + 2]?.text === 'la' ? `de la ${tokens[end + 3]?.text ?? ''}` : '';
    const half =
      MORNING.has(next) || MORNING.has(inThe) || spelledAm
        ? 'am'
        : EVENING.has(next) ||
            EVENING.has(inThe) ||
            spelledPm ||
            (next === 'del' && tokens[end + 2]?.text === 'dia')
          ? 'pm'
          : null;
    if (!lead && half === null) continue;
    const hour = hourToken.value;
    if (hour < 0 || hour > 23 || minute < 0 || minute > 59) return [];
    if (half === 'am') return hour <= 12 ? [at(hour % 12, minute)] : [];
    if (half === 'pm') return hour <= 12 ? [at((hour % 12) + 12, minute)] : [at(hour, minute)];
    if (hour === 0 || hour >= 13) return [at(hour, minute)];
    return [at(hour % 12, minute), at((hour % 12) + 12, minute)];
  }
  return [];
}

/** "los lunes", "cada martes", "el domingo": a weekly reminder's day. */
function readWeekday(tokens: readonly Token[]): number | null {
  for (const token of tokens) {
    // "los domingos", "los sábados": the plural names the same day.
    const day = WEEKDAYS.indexOf(token.text) >= 0 ? token.text : token.text.replace(/s$/, '');
    const index = WEEKDAYS.indexOf(day);
    if (index >= 0) return index;
  }
  return null;
}

function readAbout(tokens: readonly Token[]): ReminderRequest['about'] {
  const name = tokens.find((token) => token.info?.medication && !GENERIC.has(token.text))?.text ?? null;
  const purpose = purposeSaid(tokens);
  const generic = tokens.some((token) => GENERIC.has(token.text));
  const taking = tokens.some((token) => TAKING.has(token.text));
  if (name || generic || purpose) return { kind: 'medication', name, purpose: name ? null : purpose };
  const metric = tokens.find((token) => token.info?.metric && REMINDER_METRICS.has(token.info.metric))?.info
    ?.metric as 'glucosa' | 'presion' | 'peso' | undefined;
  if (tokens.some((token) => token.text === 'pesarme')) return { kind: 'measurement', metric: 'peso' };
  if (metric && (tokens.some((token) => MEASURING.has(token.text)) || !taking))
    return { kind: 'measurement', metric };
  if (taking) return { kind: 'medication', name: null, purpose: null };
  return null;
}

/** "en ayunas", "antes de desayunar": a morning reminder, so "a las 7" is 07:00 without asking. */
const saysMorning = (tokens: readonly Token[]) =>
  tokens.some(
    (token) => token.info?.context === 'ayunas' || token.text === 'desayuno' || token.text === 'desayunar',
  );

/** The reminder a message asks for, or null when it asks for none. */
export function readReminderRequest(text: string): ReminderRequest | null {
  const tokens = prepareTokens(text);
  const asking = tokens.some((token) => ASKING.has(token.text));
  const both = readTimes(tokens);
  const times = both.length === 2 && saysMorning(tokens) ? [both[0]!] : both;
  const noun = tokens.some((token) => REMINDER_NOUNS.has(token.text));
  if (!asking && !(noun && times.length > 0)) return null;
  return { about: readAbout(tokens), times, weekday: readWeekday(tokens) };
}
