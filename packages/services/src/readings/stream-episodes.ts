import { interpretReading } from '@vitalia/domain';
import type { CrisisNotice, ReadingRow, Repositories } from '@vitalia/db';

/** A sensor value this long after the previous one starts a new episode (the sensor was off or lost). */
export const STREAM_EPISODE_GAP_MS = 30 * 60_000;

/**
 * A sensor sends a value every few minutes, so a low lasting an hour is a dozen crisis values: the bell and
 * the caregivers hear about the episode once, at the value that starts it. A crisis value starts an
 * episode when the sensor value just before it (stored earlier or in the same batch, visible in this
 * transaction) was not urgent, or came more than 30 minutes earlier. After a value back out of crisis, the
 * next crisis value is a new episode.
 */
export async function crisesStartingEpisodes(
  repos: Repositories,
  pacienteId: number,
  notices: readonly CrisisNotice[],
  rows: readonly ReadingRow[],
): Promise<CrisisNotice[]> {
  if (notices.length === 0) return [];
  const timeOf = new Map(rows.map((row) => [row.id, row.measured_at]));
  const instants = notices.map((notice) => timeOf.get(notice.readingId)!);
  const previous = await repos.nightscout.previousSensorValues(pacienteId, instants);
  return notices.filter((_notice, index) => {
    const before = previous[index];
    if (!before) return true;
    if (instants[index]!.getTime() - before.measured_at.getTime() > STREAM_EPISODE_GAP_MS) return true;
    return !interpretReading({ metric: 'glucosa', value: before.value, unit: 'mg/dL' }).urgent;
  });
}
