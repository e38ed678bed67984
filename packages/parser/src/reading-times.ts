import type { FoundReading } from './found-reading';
import type { Token } from './token';
import type { ReadingTime } from './types';

/**
 * When a reading was taken, when the message says so: "ayer en la noche", "hace 2 horas", "esta mañana
 * en ayunas", "anoche", "a las 7 de la mañana", "antier". Words that say a time form a group; each reading
 * takes the nearest group before it, or else the nearest one after it with no other reading in between
 * ("ayer 145 hoy 128": 145 yesterday, 128 today; "glucosa 140 ayer": yesterday). The bot turns the
 * description into an instant in the person's time zone (`resolveReadingTime` in the domain).
 */

type Part = NonNullable<ReadingTime['partOfDay']>;

const DAY_WORDS: ReadonlyMap<string, number> = new Map([
  ['hoy', 0],
  ['ayer', 1],
  ['antier', 2],
  ['anteayer', 2],
]);
const PART_WORDS: ReadonlyMap<string, Part> = new Map<string, Part>([
  ['manana', 'manana'],
  ['tarde', 'tarde'],
  ['noche', 'noche'],
  ['madrugada', 'madrugada'],
  ['mediodia', 'mediodia'],
]);
/** Every word that says a time by itself. */
const TIME_WORDS: ReadonlySet<string> = new Set([
  ...DAY_WORDS.keys(),
  ...PART_WORDS.keys(),
  'anoche',
  'antenoche',
  'hace',
  'am',
  'pm',
]);
/** Words that carry a group on without saying a time themselves. */
const CONNECTORS = new Set([
  'en',
  'la',
  'las',
  'a',
  'al',
  'de',
  'por',
  'el',
  'como',
  'eso',
  'esta',
  'y',
  'media',
]);
const MINUTE_UNITS = new Set(['minuto', 'minutos', 'min', 'mins']);
const HOUR_UNITS = new Set(['hora', 'horas', 'hr', 'hrs', 'h']);
const DAY_UNITS = new Set(['dia', 'dias']);
const ONE = new Set(['un', 'una']);

interface Group {
  start: number;
  end: number;
  time: ReadingTime;
}

function isTimeWord(token: Token | undefined): boolean {
  return token?.kind === 'word' && TIME_WORDS.has(token.text);
}

/** Reads "hace 2 horas", "hace una hora", "hace media hora", "hace 3 días" starting at `i` ("hace"). */
/** "hace como 40 minutos", "hace unos 20 minutos": about that long. */
const ABOUT = new Set(['como', 'unos', 'unas', 'casi', 'aproximadamente', 'aprox']);

function readLapse(tokens: readonly Token[], start: number): { end: number; time: ReadingTime } | null {
  const i = ABOUT.has(tokens[start + 1]?.text ?? '') ? start + 1 : start;
  const next = tokens[i + 1];
  const unitAt = (k: number) => tokens[k]?.text ?? '';
  let amount: number | null = null;
  let k = i + 2;
  if (next?.kind === 'num') amount = next.value;
  else if (next && ONE.has(next.text)) amount = 1;
  else if (next?.text === 'media' && HOUR_UNITS.has(unitAt(i + 2)))
    return { end: i + 2, time: { minutesAgo: 30 } };
  if (amount === null || !(amount > 0)) return null;
  const unit = unitAt(k);
  if (MINUTE_UNITS.has(unit)) return amount <= 600 ? { end: k, time: { minutesAgo: amount } } : null;
  if (HOUR_UNITS.has(unit)) {
    // "hace 2 horas y media"
    const half = tokens[k + 1]?.text === 'y' && tokens[k + 2]?.text === 'media';
    if (half) k += 2;
    return amount <= 48 ? { end: k, time: { minutesAgo: Math.round(amount * 60 + (half ? 30 : 0)) } } : null;
  }
  if (DAY_UNITS.has(unit)) return amount <= 31 ? { end: k, time: { daysAgo: amount } } : null;
  return null;
}

/** "a las 7", "a las 7:30", "a la 1", "7 am", each with "de la mañana/tarde/noche" or am/pm after it. */
function readClock(
  tokens: readonly Token[],
  i: number,
): { end: number; clock: NonNullable<ReadingTime['clock']> } | null {
  const hour = tokens[i];
  if (hour?.kind !== 'num' || hour.decimal || hour.value < 0 || hour.value > 23) return null;
  let end = i;
  let minute = 0;
  if (tokens[i + 1]?.kind === 'sym' && tokens[i + 1]?.text === ':' && tokens[i + 2]?.kind === 'num') {
    minute = tokens[i + 2]!.value;
    if (minute < 0 || minute > 59) return null;
    end = i + 2;
  }
  // "a las 2 horas me medí" is a lapse after something, not two o'clock ("a las 20 horas" is a clock).
  if (hour.value < 12 && end === i && HOUR_UNITS.has(tokens[i + 1]?.text ?? '')) return null;
  const clock: NonNullable<ReadingTime['clock']> = { hour: hour.value, minute };
  const after = tokens[end + 1]?.text;
  if (after === 'am' || after === 'pm') {
    clock.meridiem = after;
    end += 1;
  }
  return { end, clock };
}

/** A group that holds a time at all is kept. */
function keepGroup(groups: Group[], group: Group): void {
  if (Object.keys(group.time).length === 0) return;
  // "anoche (como) a las 3", no half of the day said: the small hours (1 to 5, and 12) are today's, before
  // dawn; from 6 on it is yesterday evening.
  const { time } = group;
  const clock = time.clock;
  if (clock && !clock.meridiem && time.daysAgo === 1 && time.partOfDay === 'noche') {
    if ((clock.hour >= 1 && clock.hour <= 5) || clock.hour === 12) {
      time.daysAgo = 0;
      clock.meridiem = 'am';
      delete time.partOfDay;
    }
  }
  groups.push(group);
}

function findGroups(tokens: readonly Token[]): Group[] {
  const groups: Group[] = [];
  let current: Group | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const word = token.kind === 'word' ? token.text : '';
    // "vomita desde la mañana", "con diarrea desde ayer": since when something goes on, not when measured.
    const since =
      tokens[i - 1]?.text === 'desde' || (tokens[i - 1]?.text === 'la' && tokens[i - 2]?.text === 'desde');
    if (since && word !== '') continue;
    // "vomitando toda la noche", "con dolor todo el día": how long something went on, not when measured.
    const during =
      (tokens[i - 1]?.text === 'la' && tokens[i - 2]?.text === 'toda') ||
      (tokens[i - 1]?.text === 'el' && tokens[i - 2]?.text === 'todo');
    if (during && word !== '') continue;
    if (word === 'hace') {
      const lapse = readLapse(tokens, i);
      if (!lapse) continue;
      const group: Group = (current ??= { start: i, end: i, time: {} });
      Object.assign(group.time, lapse.time);
      group.end = lapse.end;
      i = lapse.end;
      continue;
    }
    // "a las 11", and the merged leads "como a las 11", "a eso de las 11".
    const clockLead =
      ((word === 'las' || word === 'la') && tokens[i - 1]?.text === 'a') || token.info?.timeLead === true;
    if (
      clockLead ||
      (token.kind === 'num' && (tokens[i + 1]?.text === 'am' || tokens[i + 1]?.text === 'pm'))
    ) {
      const clock = readClock(tokens, clockLead ? i + 1 : i);
      if (clock) {
        const group: Group = (current ??= { start: i, end: i, time: {} });
        group.time.clock = clock.clock;
        group.end = clock.end;
        i = clock.end;
        continue;
      }
    }
    const daysAgo = DAY_WORDS.get(word);
    if (daysAgo !== undefined) {
      const group: Group = (current ??= { start: i, end: i, time: {} });
      group.time.daysAgo = daysAgo;
      group.end = i;
      continue;
    }
    if (word === 'anoche' || word === 'antenoche') {
      const group: Group = (current ??= { start: i, end: i, time: {} });
      group.time.daysAgo = word === 'anoche' ? 1 : 2;
      group.time.partOfDay = 'noche';
      group.end = i;
      continue;
    }
    // "a las 7 de la mañana", "a las 10 de la noche": a clock's half of the day; alone, a part of the day.
    const tail = word.startsWith('de la ') ? /^de la (manana|madrugada|tarde|noche)$/.exec(word) : null;
    if (tail) {
      const group: Group = (current ??= { start: i, end: i, time: {} });
      const half = tail[1] as Part;
      if (group.time.clock)
        group.time.clock.meridiem = half === 'manana' || half === 'madrugada' ? 'am' : 'pm';
      else group.time.partOfDay = half;
      // "anoche a las 3 de la mañana", said at noon: the small hours of today, not of yesterday.
      const small = group.time.clock && group.time.clock.meridiem === 'am' && group.time.clock.hour < 6;
      if (small && tokens[group.start]?.text === 'anoche' && group.time.daysAgo === 1) {
        group.time.daysAgo = 0;
        delete group.time.partOfDay;
      }
      group.end = i;
      continue;
    }
    // "mañana" is also "tomorrow": it is a part of the day only after "la", "esta", or a day word.
    const part = PART_WORDS.get(word);
    if (part && (part !== 'manana' || ['la', 'esta'].includes(tokens[i - 1]?.text ?? '') || current)) {
      const group: Group = (current ??= { start: i, end: i, time: {} });
      // "esta mañana", "esta noche": today.
      if (tokens[i - 1]?.text === 'esta') group.time.daysAgo ??= 0;
      if (group.time.clock && tokens[i - 1]?.text === 'la' && tokens[i - 2]?.text === 'de') {
        group.time.clock.meridiem = part === 'manana' || part === 'madrugada' ? 'am' : 'pm';
      } else group.time.partOfDay = part;
      group.end = i;
      continue;
    }
    if (current && (CONNECTORS.has(word) || token.info?.context)) continue;
    if (current) keepGroup(groups, current);
    current = null;
  }
  if (current) keepGroup(groups, current);
  return groups;
}

export function attachReadingTimes(
  tokens: readonly Token[],
  readings: readonly FoundReading[],
): Map<FoundReading, ReadingTime> {
  const attached = new Map<FoundReading, ReadingTime>();
  if (
    readings.length === 0 ||
    (!tokens.some(isTimeWord) &&
      !tokens.some((t) => t.text === 'las' || t.text === 'la' || t.info?.timeLead === true))
  ) {
    return attached;
  }
  const groups = findGroups(tokens);
  if (groups.length === 0) return attached;
  const sorted = [...readings].sort((a, b) => a.start - b.start);
  for (const [index, reading] of sorted.entries()) {
    // "la presión en la mañana 125/80": a group inside the reading's own words is its time.
    const inside = groups.find((group) => group.start > reading.start && group.end < reading.end);
    if (inside) {
      attached.set(reading, inside.time);
      continue;
    }
    const before = groups.filter((group) => group.end < reading.start).at(-1);
    if (before) {
      attached.set(reading, before.time);
      continue;
    }
    const nextReading = sorted[index + 1];
    const after = groups.find(
      (group) => group.start > reading.end && (nextReading === undefined || group.end < nextReading.start),
    );
    if (after) attached.set(reading, after.time);
  }
  return attached;
}
