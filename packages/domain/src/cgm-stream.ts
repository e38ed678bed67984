import type { SourceId } from './sources';

/**
 * A sensor's stream of glucose values told to the person as episodes, never value by value.
 *
 * The consensus definition of a CGM event (Danne 2017; Battelino 2023): an event is at least 15
 * consecutive minutes beyond the threshold and ends after at least 15 consecutive minutes back within it.
 * We start an episode the same way (15 minutes sustained), except for the urgent levels (< 54 and ≥ 300,
 * the product's crisis values), which are told at the first value. We end it only after 30 minutes back in
 * range, twice the consensus' 15: a sensor wobbling around 70 would otherwise open a new episode, and send
 * a new message, every quarter of an hour (a product rule).
 */
export const CGM_STREAM_RULES = {
  /** Level 1 hypoglycaemia (< 70 mg/dL). */
  lowBelow: 70,
  /** Level 2 hypoglycaemia (< 54 mg/dL): urgent. */
  veryLowBelow: 54,
  /** Level 2 hyperglycaemia (> 250 mg/dL). */
  highAbove: 250,
  /** The product's crisis high (≥ 300 mg/dL, as for a typed value): urgent. */
  veryHighFrom: 300,
  /** Rising fast: at least this many mg/dL per minute, measured over `risingOverMinutes`. */
  risingPerMinute: 3,
  risingOverMinutes: 15,
  /** Nightscout's arrows that mean rising fast when they last `sustainMinutes`. */
  risingDirections: ['DoubleUp', 'SingleUp'] as readonly string[],
  /** A level-1 condition is an event after this long (consensus: ≥ 15 consecutive minutes). */
  sustainMinutes: 15,
  /** An episode ends after this long without a value beyond its threshold (product rule; consensus 15). */
  endAfterMinutes: 30,
  /** Values further apart than this do not make a sustained run (the sensor lost a few readings). */
  runGapMinutes: 12,
  sources: {
    thresholds: 'danne-2017-cgm-consensus',
    events: 'battelino-2023-cgm-metrics',
    arrows: 'nightscout-trend-arrows',
    endRule: 'product-rule',
  } satisfies Record<string, SourceId>,
} as const;

export type StreamFamily = 'low' | 'high' | 'rising';
export const STREAM_FAMILIES: readonly StreamFamily[] = ['low', 'high', 'rising'];
export type StreamAlertKind = 'low' | 'very_low' | 'high' | 'very_high' | 'rising';

/** One sensor value: epoch ms, mg/dL, and the uploader's arrow when it sent one. */
export interface StreamValue {
  at: number;
  value: number;
  direction?: string | null;
}

/** Where one family of episodes stands for a person, kept between uploads. */
export interface StreamFamilyState {
  /** The newest value already looked at: older ones (a re-sent backfill) change nothing. */
  lastSeenAt: number | null;
  /** The first value of the current run beyond the threshold. */
  runStart: number | null;
  /** The newest value beyond the threshold. */
  lastInAt: number | null;
  /** The open episode's start (its first value), or null when none is open. */
  episodeStart: number | null;
  /** The highest level already told in the open episode (0: none yet). */
  toldLevel: 0 | 1 | 2;
}

export const EMPTY_STREAM_STATE: StreamFamilyState = {
  lastSeenAt: null,
  runStart: null,
  lastInAt: null,
  episodeStart: null,
  toldLevel: 0,
};

/** Something to tell the person: an episode opened, or grew to its urgent level. */
export interface StreamEvent {
  family: StreamFamily;
  kind: StreamAlertKind;
  urgent: boolean;
  episodeStart: number;
  at: number;
  value: number;
  /** Minutes the episode has lasted at `at`. */
  minutes: number;
  /** mg/dL per minute over the last 15 minutes, when known (rising fast). */
  perMinute: number | null;
}

const MINUTE = 60_000;

/** mg/dL per minute from the value about 15 minutes before `index` (±3 minutes), or null. */
export function risePerMinute(values: readonly StreamValue[], index: number): number | null {
  const current = values[index]!;
  const target = current.at - CGM_STREAM_RULES.risingOverMinutes * MINUTE;
  let best: StreamValue | null = null;
  for (let i = index - 1; i >= 0; i--) {
    const candidate = values[i]!;
    if (candidate.at < target - 3 * MINUTE) break;
    if (Math.abs(candidate.at - target) <= 3 * MINUTE) {
      if (!best || Math.abs(candidate.at - target) < Math.abs(best.at - target)) best = candidate;
    }
  }
  if (!best) return null;
  return (current.value - best.value) / ((current.at - best.at) / MINUTE);
}

/**
 * How far beyond its thresholds a value is, for one family: 0 in range, 1 beyond, 2 urgent. `immediate`
 * when the level is an event at once (urgent levels, and a rise measured over 15 minutes already).
 */
export function streamLevel(
  family: StreamFamily,
  value: StreamValue,
  perMinute: number | null,
): { level: 0 | 1 | 2; immediate: boolean } {
  const R = CGM_STREAM_RULES;
  if (family === 'low') {
    if (value.value < R.veryLowBelow) return { level: 2, immediate: true };
    return { level: value.value < R.lowBelow ? 1 : 0, immediate: false };
  }
  if (family === 'high') {
    if (value.value >= R.veryHighFrom) return { level: 2, immediate: true };
    return { level: value.value > R.highAbove ? 1 : 0, immediate: false };
  }
  if (perMinute !== null && perMinute >= R.risingPerMinute) return { level: 1, immediate: true };
  const arrow = value.direction ? R.risingDirections.includes(value.direction) : false;
  return { level: arrow ? 1 : 0, immediate: false };
}

const KIND_OF: Record<StreamFamily, [StreamAlertKind, StreamAlertKind]> = {
  low: ['low', 'very_low'],
  high: ['high', 'very_high'],
  rising: ['rising', 'rising'],
};

/**
 * Walks a family's state over sensor values in time order (the window may start before what is new, for
 * the rate; values at or before `lastSeenAt` only serve for it). Returns the new state and what to tell.
 */
export function advanceStream(
  family: StreamFamily,
  state: StreamFamilyState,
  values: readonly StreamValue[],
): { state: StreamFamilyState; events: StreamEvent[] } {
  const R = CGM_STREAM_RULES;
  const next: StreamFamilyState = { ...state };
  const events: StreamEvent[] = [];
  for (const [index, value] of values.entries()) {
    if (next.lastSeenAt !== null && value.at <= next.lastSeenAt) continue;
    next.lastSeenAt = value.at;
    const perMinute = family === 'rising' ? risePerMinute(values, index) : null;
    const { level, immediate } = streamLevel(family, value, perMinute);
    const endedByTime =
      next.episodeStart !== null &&
      next.lastInAt !== null &&
      value.at - next.lastInAt >= R.endAfterMinutes * MINUTE;
    if (endedByTime) {
      next.episodeStart = null;
      next.toldLevel = 0;
    }
    if (level === 0) {
      next.runStart = null;
      continue;
    }
    const runBroken = next.lastInAt === null || value.at - next.lastInAt > R.runGapMinutes * MINUTE;
    if (next.runStart === null || runBroken) next.runStart = value.at;
    next.lastInAt = value.at;
    if (next.episodeStart === null) {
      const sustained = value.at - next.runStart >= R.sustainMinutes * MINUTE;
      if (!immediate && !sustained) continue;
      next.episodeStart = next.runStart;
    }
    if (level > next.toldLevel) {
      next.toldLevel = level;
      events.push({
        family,
        kind: KIND_OF[family][level - 1]!,
        urgent: level === 2,
        episodeStart: next.episodeStart,
        at: value.at,
        value: value.value,
        minutes: Math.round((value.at - next.episodeStart) / MINUTE),
        perMinute: perMinute === null ? null : Math.round(perMinute * 10) / 10,
      });
    }
  }
  return { state: next, events };
}

/** Whether the family's episode that started at `episodeStart` is still open at `at`. */
export function episodeStillOpen(state: StreamFamilyState, episodeStart: number, at: number): boolean {
  if (state.episodeStart !== episodeStart || state.lastInAt === null) return false;
  return at - state.lastInAt < CGM_STREAM_RULES.endAfterMinutes * MINUTE;
}

/** What the person reads, with the source of its advice. */
export interface StreamMessage {
  title: string;
  text: string;
  source: SourceId;
}

const minutesText = (minutes: number) => (minutes >= 15 ? ` desde hace ${minutes} minutos` : '');

/** The chat's and the bell's words for a stream event. */
export function streamMessage(event: StreamEvent): StreamMessage {
  const v = `${Math.round(event.value)} mg/dL`;
  switch (event.kind) {
    case 'very_low':
      return {
        title: `Glucosa muy baja en tu sensor: ${v}`,
        text: `🚨 Tu sensor marca glucosa muy baja: ${v} (menos de 54). Toma ahora 15 g de azúcar rápida (½ vaso de jugo o refresco normal, o 3 cucharaditas de azúcar en agua) y vuelve a medirte en 15 minutos. Si te sientes confundido o no mejoras, pide ayuda o llama al 911.`,
        source: 'ada-soc-6-hypoglycemia',
      };
    case 'low':
      return {
        title: `Glucosa baja en tu sensor: ${v}`,
        text: `Tu sensor marca glucosa baja: ${v} (menos de 70)${minutesText(event.minutes)}. Toma 15 g de azúcar rápida (½ vaso de jugo o refresco normal) y vuelve a medirte en 15 minutos.`,
        source: 'ada-soc-6-hypoglycemia',
      };
    case 'very_high':
      return {
        title: `Glucosa muy alta en tu sensor: ${v}`,
        text: `🚨 Tu sensor marca glucosa muy alta: ${v}. Toma agua sola y, si usas insulina, sigue el plan que te dio tu médico. Si tienes vómito, dolor de estómago, respiración rápida, mucho sueño o confusión, ve a urgencias o llama al 911.`,
        source: 'ada-soc-6-hyperglycemic-crises',
      };
    case 'high':
      return {
        title: `Glucosa alta en tu sensor: ${v}`,
        text: `Tu sensor marca glucosa alta: ${v} (más de 250)${minutesText(event.minutes)}. Toma agua sola, revisa si te faltó alguna dosis de tu medicamento y vuelve a fijarte en una o dos horas. Si sigue así o te sientes mal, llama a tu médico.`,
        source: 'danne-2017-cgm-consensus',
      };
    case 'rising': {
      const rate = event.perMinute !== null ? `, unos ${event.perMinute} mg/dL por minuto` : '';
      return {
        title: `Tu glucosa sube rápido: ${v}`,
        text: `Tu glucosa está subiendo rápido: ${v}${rate}. Revisa qué comiste y si te faltó alguna dosis; toma agua sola y vuelve a fijarte en una hora.`,
        source: 'nightscout-trend-arrows',
      };
    }
  }
}

/** The person's words when their sensor stopped sending (a product rule: default after 3 hours). */
export function sensorStoppedMessage(hours: number, lastLocalTime: string): StreamMessage {
  return {
    title: 'Tu sensor dejó de enviar valores',
    text: `Tu sensor no ha enviado valores a Vitalia desde hace ${hours} horas (el último a las ${lastLocalTime}). Revisa que la app del sensor siga abierta, con internet y con el sensor conectado.`,
    source: 'product-rule',
  };
}

/** Hours without uploads before "sensor stopped" (per person; default, bounds). */
export const SENSOR_STOPPED_HOURS = { default: 3, min: 1, max: 48 } as const;
/** Only someone who uploaded within this many days hears that the sensor stopped. */
export const SENSOR_STOPPED_ACTIVE_DAYS = 7;
