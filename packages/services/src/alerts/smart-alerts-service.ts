import type { AlertSettingsInput, AlertSettingsReply } from '@vitalia/contracts/alerts';
import type { AlertEpisodeRow, AlertReadingRow, AlertSettingsRow, Database, Repositories } from '@vitalia/db';
import {
  ALERT_RULES,
  DAY_MS,
  evaluateInactivity,
  evaluateReadingAlerts,
  INACTIVITY_DAYS,
  isAlertMetric,
  notHolding,
  planEpisodeChanges,
  readThresholds,
  type AlertReading,
  type AlertSettings,
  type HoldingVerdict,
  type RuleVerdict,
} from '@vitalia/domain/alerts';
import type { ChatService } from '../chat/chat-service';
import type { NotificationsService } from '../notifications-service';
import { groupBy } from '../group-by';
import { createSubscriptionsService } from '../subscriptions-service';
import { alertDedupeKey, createAlertDelivery } from './alert-delivery';

/** People read per batch by the inactivity check. */
export const INACTIVITY_BATCH = 200;
/** An episode opened this long ago and still not delivered had its process stop: the check delivers it. */
const UNDELIVERED_GRACE_MS = 60_000;

function toSettings(row: AlertSettingsRow | undefined): AlertSettings {
  return {
    inactivityDays: row?.inactivity_days ?? INACTIVITY_DAYS.default,
    thresholds: readThresholds(row?.thresholds),
  };
}

function toReply(settings: AlertSettings): AlertSettingsReply {
  return { dias_sin_lecturas: settings.inactivityDays, umbrales: settings.thresholds };
}

const toAlertReading = (row: AlertReadingRow): AlertReading => ({
  metric: row.metric,
  value: row.value,
  value2: row.value2,
  measuredAt: row.measured_at,
  context: row.context,
});

/** What an episode keeps: the texts sent and what the rule saw. */
const detailOf = (verdict: HoldingVerdict) => ({ ...verdict.notice, facts: verdict.facts });

/**
 * Smart alerts ("alertas inteligentes"): the domain's rules run on a person's recent readings after each
 * change, and on a schedule for inactivity. A rule that starts to hold opens an episode and tells the
 * person once, by chat and in the bell; while it holds nothing more is sent; once it stops, its episode
 * closes and the next time is a new alert. Only while the person's plan runs (the free trial or a
 * subscription): after the trial with no payment, smart alerts pause like reminders. The chat is the
 * process's own (it knows whether numbers must be proven first); the subscriptions use case keeps no state,
 * so this builds its own over the same database.
 */
export function createSmartAlertsService({
  db,
  chat,
  notifications,
  defaultTimeZone,
  now,
}: {
  db: Database;
  chat: ChatService;
  notifications: NotificationsService;
  defaultTimeZone: string;
  now: () => Date;
}) {
  const { alertSettings, alertEpisodes } = db.repos;
  const subscriptions = createSubscriptionsService({ db, defaultTimeZone, now });
  const deliver = createAlertDelivery({ db, chat, notifications, now });

  /**
   * Opens and closes episodes for the readings of each person's `metrics`: many people in one
   * transaction, under each one's lock, with their settings, readings and open episodes read in one
   * statement each. Returns the episodes it opened (to be told).
   */
  function evaluate(
    people: ReadonlyArray<{ userId: number; pacienteId: number; metrics: string[]; withdrawnSince?: Date }>,
    at: Date,
  ) {
    return db.transaction(async (repos): Promise<AlertEpisodeRow[]> => {
      const userIds = people.map((person) => person.userId);
      const settingsOf = await repos.alertSettings.lockManyForEvaluation(userIds);
      const since = new Date(at.getTime() - ALERT_RULES.lookbackDays * DAY_MS);
      const readings = await repos.alertReadings.recentByMetricOf(
        people.flatMap((person) =>
          person.metrics.map((metric) => ({ pacienteId: person.pacienteId, metric })),
        ),
        since,
        ALERT_RULES.readingsPerMetric,
      );
      const openEpisodes = await repos.alertEpisodes.listOpenOf(userIds);
      // A round holds hundreds of people and tens of thousands of readings: each one's found by key.
      const readingsOf = groupBy(readings, (row) => row.paciente_id);
      const openOf = groupBy(openEpisodes, (episode) => episode.user_id);
      const opened: AlertEpisodeRow[] = [];
      for (const { userId, pacienteId, metrics, withdrawnSince } of people) {
        const settings = toSettings(settingsOf.get(userId));
        const open = openOf.get(userId) ?? [];
        const verdicts: RuleVerdict[] = evaluateReadingAlerts({
          metrics,
          readings: (readingsOf.get(pacienteId) ?? []).map(toAlertReading),
          settings,
        });
        // A reading within the person's days ends their inactivity episode (only the check opens one).
        if (open.some((episode) => episode.kind === 'inactivity')) {
          const latest = await repos.alertReadings.latestMeasuredAt(pacienteId);
          const inactive =
            latest === null ||
            evaluateInactivity({ lastActivityAt: latest, now: at, inactivityDays: settings.inactivityDays })
              .holds;
          if (!inactive) verdicts.push(notHolding('inactivity'));
        }
        const changes = planEpisodeChanges(new Set(open.map((episode) => episode.kind)), verdicts);
        const withdrawn = withdrawnSince
          ? await withdrawEpisodes(repos, open, verdicts, changes.close, withdrawnSince)
          : new Set<string>();
        await repos.alertEpisodes.close(
          userId,
          changes.close.filter((kind) => !withdrawn.has(kind)),
          at,
        );
        for (const verdict of changes.open) {
          // The unique open-episode index is the last word: a second process that saw the same rule start
          // to hold gets no row, and only the one with the row sends.
          const row = await repos.alertEpisodes.open({
            userId,
            kind: verdict.kind,
            at,
            detail: detailOf(verdict),
          });
          if (row) opened.push(row);
        }
      }
      return opened;
    });
  }

  /**
   * After a reading was deleted or corrected as a mistake (stored at `since`): an episode opened since
   * then that no longer holds was that reading's alone, and is withdrawn, not closed (it never was: its
   * bell item and its message not yet sent go with it); one that still holds says what it holds now
   * ("2 glucosas bajas", not 3), in its detail and bell item, without a new message. Returns the kinds
   * withdrawn.
   */
  async function withdrawEpisodes(
    repos: Repositories,
    open: readonly AlertEpisodeRow[],
    verdicts: readonly RuleVerdict[],
    closing: readonly string[],
    since: Date,
  ): Promise<Set<string>> {
    const undone = open.filter(
      (episode) => closing.includes(episode.kind) && episode.opened_at.getTime() >= since.getTime(),
    );
    const keys = undone.map((episode) => alertDedupeKey(episode.id));
    await repos.chatOutbound.withdrawUnsent(keys);
    await repos.notifications.deleteByKeys(keys);
    await repos.alertEpisodes.withdraw(undone.map((episode) => episode.id));
    for (const verdict of verdicts) {
      const episode = open.find((row) => row.kind === verdict.kind);
      if (!verdict.holds || !episode || episode.opened_at.getTime() < since.getTime()) continue;
      const detail = detailOf(verdict);
      await repos.alertEpisodes.updateDetail(episode.id, detail);
      await repos.notifications.restate(alertDedupeKey(episode.id), {
        title: detail.title,
        body: detail.text,
      });
    }
    return new Set(undone.map((episode) => episode.kind));
  }

  /**
   * Runs the rules of these people's metrics after readings of them were stored, corrected or imported,
   * for those whose plan runs: their records, plans, settings, readings and episodes read a statement
   * for all of them, not per person (a chat worker's round judges its people together).
   */
  async function afterReadingsOf(
    items: ReadonlyArray<{ userId: number; metrics: readonly string[]; withdrawnSince?: Date | undefined }>,
  ) {
    const wanted = new Map<number, string[]>();
    const withdrawnSince = new Map<number, Date>();
    for (const item of items) {
      const earlier = withdrawnSince.get(item.userId);
      if (item.withdrawnSince && (!earlier || item.withdrawnSince < earlier))
        withdrawnSince.set(item.userId, item.withdrawnSince);
      const relevant = [...new Set([...(wanted.get(item.userId) ?? []), ...item.metrics])].filter(
        isAlertMetric,
      );
      if (relevant.length > 0) wanted.set(item.userId, relevant);
    }
    if (wanted.size === 0) return;
    const owners = await db.repos.pacientes.findOwnedByMany([...wanted.keys()]);
    const running = await subscriptions.withRunningPlan(
      owners.map((owner) => ({ userId: owner.user_id, timeZone: owner.time_zone ?? defaultTimeZone })),
    );
    const people = owners
      .filter((owner) => running.has(owner.user_id))
      .map((owner) => ({
        userId: owner.user_id,
        pacienteId: owner.paciente_id,
        metrics: wanted.get(owner.user_id)!,
        withdrawnSince: withdrawnSince.get(owner.user_id),
      }));
    if (people.length === 0) return;
    const opened = await evaluate(people, now());
    for (const episode of opened) await deliver(episode);
  }

  return {
    async getSettings(userId: number): Promise<AlertSettingsReply> {
      return toReply(toSettings(await alertSettings.find(userId)));
    },

    /** Replaces the settings; the next reading (or inactivity check) is judged by them. */
    async updateSettings(userId: number, input: AlertSettingsInput): Promise<AlertSettingsReply> {
      const row = await alertSettings.save(userId, {
        inactivityDays: input.dias_sin_lecturas,
        thresholds: input.umbrales,
        at: now(),
      });
      return toReply(toSettings(row));
    },

    /**
     * Runs the rules of these metrics after readings of them were stored, corrected or imported (the web
     * routes, and the bot after each turn). Call it after the readings are committed. Safe to call twice
     * or at once from several processes: an episode opens, and is told, once.
     */
    async afterReadings(userId: number, metrics: string[]): Promise<void> {
      await afterReadingsOf([{ userId, metrics }]);
    },

    afterReadingsOf,

    /**
     * The scheduler's periodic check: people whose newest reading (or sign-up, without any) is older than
     * their days, whose plan runs and who were not told yet, get an inactivity alert, once per episode.
     * Walks people in batches of `limit` by user id; also finishes deliveries a stopped process left
     * behind. Returns how many inactivity alerts it opened.
     */
    async checkInactivity(options: { limit?: number } = {}): Promise<number> {
      const limit = options.limit ?? INACTIVITY_BATCH;
      const at = now();
      await alertEpisodes.closeInactivityEnded(at, INACTIVITY_DAYS.default);
      let opened = 0;
      let afterUserId = 0;
      for (;;) {
        const batch = await alertEpisodes.findInactive({
          now: at,
          defaultDays: INACTIVITY_DAYS.default,
          afterUserId,
          limit,
        });
        const due = batch.flatMap((candidate) => {
          if (!subscriptions.planRunsFor(candidate.subscription, candidate.time_zone ?? defaultTimeZone)) {
            return [];
          }
          const verdict = evaluateInactivity({
            lastActivityAt: candidate.last_activity_at,
            now: at,
            inactivityDays: candidate.inactivity_days,
          });
          return verdict.holds ? [{ userId: candidate.user_id, detail: detailOf(verdict) }] : [];
        });
        const rows = await alertEpisodes.openInactivity(at, INACTIVITY_DAYS.default, due);
        for (const episode of rows) await deliver(episode);
        opened += rows.length;
        if (batch.length < limit) break;
        afterUserId = batch[batch.length - 1]!.user_id;
      }
      const undelivered = await alertEpisodes.listUndelivered(
        new Date(at.getTime() - UNDELIVERED_GRACE_MS),
        limit,
      );
      for (const episode of undelivered) await deliver(episode);
      return opened;
    },
  };
}

export type SmartAlertsService = ReturnType<typeof createSmartAlertsService>;
