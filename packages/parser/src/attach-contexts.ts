import type { ReadingContext } from '@vitalia/domain';
import type { FoundReading } from './found-reading';
import type { Token } from './token';

/**
 * Each context word ("en ayunas", "después de comer", "antes de dormir") belongs to the reading
 * closest to it in the message; on a tie, to a glucose reading (meal timing is about glucose), then
 * to one that has no context yet, then to the one before it ("después de la comida 200 antes de la
 * comida 110"). So "glucosa en ayunas 95, después de comer 150" gives two contexts.
 */

function distance(reading: FoundReading, index: number): number {
  if (index < reading.start) return reading.start - index - 1;
  if (index > reading.end) return index - reading.end - 1;
  return 0;
}

export function attachContexts(
  tokens: readonly Token[],
  readings: FoundReading[],
): Map<FoundReading, ReadingContext> {
  const attached = new Map<FoundReading, { context: ReadingContext; distance: number }>();
  if (readings.length === 0) return new Map();
  for (let i = 0; i < tokens.length; i++) {
    const context = tokens[i]?.kind === 'word' ? tokens[i]?.info?.context : undefined;
    if (!context) continue;
    let best: FoundReading | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const reading of readings) {
      const d = distance(reading, i);
      const free = (candidate: FoundReading | null) => candidate !== null && !attached.has(candidate);
      const better =
        d < bestDistance ||
        (d === bestDistance && best?.metric !== 'glucosa' && reading.metric === 'glucosa') ||
        (d === bestDistance && best?.metric === reading.metric && !free(best) && free(reading));
      if (better) {
        best = reading;
        bestDistance = d;
      }
    }
    if (!best) continue;
    const previous = attached.get(best);
    if (!previous || bestDistance < previous.distance)
      attached.set(best, { context, distance: bestDistance });
  }
  return new Map([...attached].map(([reading, { context }]) => [reading, context]));
}
