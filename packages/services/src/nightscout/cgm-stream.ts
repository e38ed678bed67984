import type { CgmFamily, CgmMessageRow, Database, ReadingRow, Repositories } from '@vitalia/db';
import {
  advanceStream,
  EMPTY_STREAM_STATE,
  episodeStillOpen,
  SENSOR_STOPPED_ACTIVE_DAYS,
  sensorStoppedMessage,
  STREAM_FAMILIES,
  streamMessage,
  type StreamEvent,
  type StreamFamilyState,
} from '@vitalia/domain';
import { localWallTime } from '@vitalia/domain/next-occurrence';
import { quietHoursEnd } from '@vitalia/domain/quiet-hours';
import type { ChatService } from '../chat/chat-service';
import type { PatientScope } from '../patient-access';

/** How long the process that claimed a message holds it before another may send it. */
const LEASE_MS = 60_000;
const BATCH = 100;
/** A value older than this when it arrives tells nothing (a backfill after a gap is history, not news). */
export const STREAM_FRESH_MS = 30 * 60_000;
/** Values before the new ones looked at again for the rise over 15 minutes. */
const RATE_LOOKBACK_MS = 20 * 60_000;
const HOUR = 3_600_000;

/** Episodes the chat may hold during quiet hours; lows go at once, at any hour. */
const HOLDABLE_KINDS: ReadonlySet<string> = new Set(['high', 'rising', 'stopped']);

function readState(raw: unknown): StreamFamilyState {
  const record = raw && typeof raw === 'object' ? (raw as Partial<StreamFamilyState>) : {};
  return { ...EMPTY_STREAM_STATE, ...record };
}

const messageKey = (pacienteId: number, event: StreamEvent) =>
  `cgm:${pacienteId}:${event.family}:${event.episodeStart}:${event.kind}`;

/**
 * A sensor's stream in the person's chat: one message per episode (low, very low, high, very high, rising
 * fast; domain/src/cgm-stream.ts) and one per gap when the sensor stops uploading. What is owed is written
 * in the upload's own transaction under a key, so a re-sent upload owes nothing; it is sent at once, or,
 * for what can wait, when the person's quiet hours end (and dropped if the episode ended by then). The
 * caregivers hear of the crisis values through the crisis path (record-readings, stream-episodes.ts).
 */
export function createCgmStream({
  db,
  chat,
  defaultTimeZone,
  now,
  onError,
}: {
  db: Database;
  chat: ChatService;
  defaultTimeZone: string;
  now: () => Date;
  onError?: (error: unknown) => void;
}) {
  /** When a message that can wait goes: at once, or at the end of the quiet hours in force. */
  async function dueAtFor(repos: Repositories, pacienteId: number, kind: string, at: Date): Promise<Date> {
    if (!HOLDABLE_KINDS.has(kind)) return at;
    const settings = await repos.cgmStream.settings(pacienteId);
    if (!settings?.quiet_start || !settings.quiet_end) return at;
    const zone = settings.time_zone ?? defaultTimeZone;
    return quietHoursEnd({ start: settings.quiet_start, end: settings.quiet_end }, zone, at) ?? at;
  }

  /** Whether a held message is stale when its time comes: its episode ended, or uploads resumed. */
  async function outlived(row: CgmMessageRow, at: Date): Promise<boolean> {
    if (row.due_at.getTime() <= row.created_at.getTime()) return false;
    if (row.family === 'stopped') {
      const settings = await db.repos.cgmStream.settings(row.paciente_id);
      return (settings?.last_upload_at?.getTime() ?? 0) > row.episode_start;
    }
    const state = readState(await db.repos.cgmStream.stateOf(row.paciente_id, row.family));
    return !episodeStillOpen(state, Number(row.episode_start), at.getTime());
  }

  async function runDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const at = now();
      const rows = await db.repos.cgmStream.claimDue(at, new Date(at.getTime() + LEASE_MS), BATCH);
      for (const row of rows) {
        try {
          if (await outlived(row, at)) {
            await db.repos.cgmStream.finish(row.id, 'dropped', at);
            continue;
          }
          // Keyed by the message: sent twice (a lapsed lease) it still reaches the person once.
          await chat.sendProactive(row.user_id, {
            dedupeKey: row.dedupe_key,
            message: { type: 'text', text: row.body },
            template: 'alert',
            templateParams: [row.body],
          });
          await db.repos.cgmStream.finish(row.id, 'sent', at);
          sent++;
        } catch (error) {
          onError?.(error);
        }
      }
      if (rows.length < BATCH) return sent;
    }
  }

  return {
    /**
     * Inside the upload's transaction: moves each family's episode state over the new sensor values
     * (`rows`, stored by this upload; `directions` their arrows by epoch ms) and owes a message for each
     * episode that opened or turned urgent with a recent value.
     */
    async plan(
      repos: Repositories,
      patient: PatientScope,
      rows: readonly ReadingRow[],
      directions?: ReadonlyMap<number, string>,
    ): Promise<void> {
      if (rows.length === 0) return;
      const first = Math.min(...rows.map((row) => row.measured_at.getTime()));
      const states = await repos.cgmStream.lockStates(patient.pacienteId);
      const values = (
        await repos.cgmStream.sensorValuesSince(patient.pacienteId, new Date(first - RATE_LOOKBACK_MS))
      ).map((value) => {
        const at = Math.round(value.at);
        return { at, value: value.value, direction: directions?.get(at) ?? null };
      });
      const at = now();
      for (const family of STREAM_FAMILIES) {
        const { state, events } = advanceStream(family, readState(states.get(family as CgmFamily)), values);
        await repos.cgmStream.saveState(patient.pacienteId, family, state);
        for (const event of events) {
          if (event.at < at.getTime() - STREAM_FRESH_MS) continue;
          const message = streamMessage(event);
          await repos.cgmStream.insertMessage({
            userId: patient.ownerUserId,
            pacienteId: patient.pacienteId,
            dedupeKey: messageKey(patient.pacienteId, event),
            family,
            kind: event.kind,
            urgent: event.urgent,
            episodeStart: event.episodeStart,
            title: message.title,
            body: message.text,
            dueAt: await dueAtFor(repos, patient.pacienteId, event.kind, at),
            at,
          });
        }
      }
    },

    /** Sends what is due (after an upload's commit, and every scheduler tick). Returns how many went. */
    runDue,

    /**
     * The scheduler's check: each sensor that uploaded in the last 7 days and then stopped for the
     * person's hours (default 3) is told once per gap, across processes (the site row is claimed and
     * marked in the transaction that owes the message).
     */
    async checkStopped(): Promise<number> {
      const at = now();
      const activeSince = new Date(at.getTime() - SENSOR_STOPPED_ACTIVE_DAYS * 24 * HOUR);
      const owed = await db.transaction(async (repos) => {
        const stopped = await repos.cgmStream.claimStopped(at, activeSince, BATCH);
        for (const row of stopped) {
          const zone = row.time_zone ?? defaultTimeZone;
          const hours = Math.max(
            row.stopped_hours,
            Math.floor((at.getTime() - row.last_upload_at.getTime()) / HOUR),
          );
          const message = sensorStoppedMessage(hours, localWallTime(row.last_upload_at, zone).slice(11));
          const lastUpload = row.last_upload_at.getTime();
          await repos.cgmStream.insertMessage({
            userId: row.user_id,
            pacienteId: row.paciente_id,
            dedupeKey: `cgm:${row.paciente_id}:stopped:${lastUpload}`,
            family: 'stopped',
            kind: 'stopped',
            urgent: false,
            episodeStart: lastUpload,
            title: message.title,
            body: message.text,
            dueAt: await dueAtFor(repos, row.paciente_id, 'stopped', at),
            at,
          });
        }
        return stopped.length;
      });
      if (owed > 0) await runDue();
      return owed;
    },
  };
}

export type CgmStream = ReturnType<typeof createCgmStream>;
