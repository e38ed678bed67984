import type { ReadingInput } from '@vitalia/contracts/metrics';
import { LOW_BELOW, PAST_LOW_AFTER_MINUTES } from '@vitalia/domain';
import { normalizeWords } from './commands';
import type { Turn } from './turn';

/**
 * What a message and the ones before it say about the last reading: a new measurement rather than a
 * correction, a number said since it (so "no, es 210" names no reading), a low told hours later.
 */

/** A glucose under 70 measured PAST_LOW_AFTER_MINUTES or more before it was told ("anoche a las 3 tuve 58"). */
export function isPastLow(input: ReadingInput | undefined, sentAt: Date): boolean {
  if (!input || input.metric !== 'glucosa' || typeof input.value !== 'number' || input.value >= LOW_BELOW)
    return false;
  const measured = input.measured_at ? new Date(input.measured_at).getTime() : sentAt.getTime();
  return sentAt.getTime() - measured >= PAST_LOW_AFTER_MINUTES * 60_000;
}

/**
 * "no ahorita ya estoy bien… ahorita tengo 118", "perdón, se envió solo. mi papá 112 ahorita": a new
 * measurement said to be from now, not the last one corrected (unless the words say it was wrong).
 */
export function isFreshReading(body: string): boolean {
  const words = normalizeWords(body);
  return (
    /\b(ahorita|ahora|en este momento|ya me volvi a medir|me volvi a medir)\b/.test(words) &&
    !/\b(era|quise decir|me equivoque|corrijo|correccion|error|no es|estaba mal)\b/.test(words)
  );
}

/** A number in digits or in words ("ciento treinta"), as a message may say one. */
const SAYS_A_NUMBER =
  /\d|\b(cien|ciento|doscientos|trescientos|cuatrocientos|quinientos|cincuenta|sesenta|setenta|ochenta|noventa)\b/;

/** Whether a message of the sender between `since` and this one said a number. */
export async function numberSaidSince(turn: Turn, since: Date): Promise<boolean> {
  return (await turn.earlier()).some(
    (message) =>
      message.id !== turn.inbound.id &&
      message.sent_at.getTime() > since.getTime() &&
      message.body !== null &&
      SAYS_A_NUMBER.test(normalizeWords(message.body)),
  );
}
