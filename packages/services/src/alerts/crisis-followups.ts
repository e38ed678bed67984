import type { CrisisFollowupRow, CrisisNotice, Database, Repositories } from '@vitalia/db';
import {
  ALL_CLEAR_REASONS,
  CAREGIVER_FOLLOWUPS,
  crisisKindOf,
  endsCrisis,
  followupQuestion,
  type CrisisKind,
  type FollowupText,
} from '@vitalia/domain';
import type { ChatService } from '../chat/chat-service';
import type { PatientAccess, PatientScope } from '../patient-access';
import { describeStoredValue } from '../readings/reading-consequences';
import type { RecordedReading } from '../readings/record-readings';
import { resolveMetric } from '../readings/reading-rules';
import type { TellCaregivers } from '../sharing/caregiver-alerts';
import { CRISIS_FOLLOWUP_BUTTONS, type FollowupAnswer } from './crisis-followup-buttons';

/** How long a process holds a follow-up step before another may run it. */
export const FOLLOWUP_LEASE_MS = 60_000;
const BATCH = 200;
/**
 * Only a crisis measured in the last hours is followed up: "¿cómo sigues?" about a value of yesterday,
 * entered today, asks about a moment that has passed (its caregiver alert still goes).
 */
export const FOLLOWUP_RECENT_MS = 3 * 3_600_000;
const BUTTONS = [CRISIS_FOLLOWUP_BUTTONS.fine, CRISIS_FOLLOWUP_BUTTONS.help];

/** The keys of a follow-up's messages about its crisis reading (the caregivers' add `:<caregiver id>`). */
export const FOLLOWUP_KEYS = {
  ask: (followupId: number, readingId: number) => `crisis-ask:${followupId}:${readingId}`,
  noAnswer: (followupId: number, readingId: number) => `crisis-noanswer:${followupId}:${readingId}`,
  help: (followupId: number, readingId: number) => `crisis-help:${followupId}:${readingId}`,
} as const;

/**
 * The follow-up of a crisis value (CONTRACTS section 6): a crisis reading opens it with the question owed
 * after `minutes`; "Necesito ayuda" tells the caregivers at once; with neither a button nor a new reading
 * the person is asked again and the caregivers hear there is no answer yet; a reading out of the crisis
 * range or "Estoy bien" sends the caregivers who were told an all-clear. What is owed is a row written in
 * the readings' own transaction; steps are claimed with leases and every message is keyed by the
 * follow-up, its crisis reading and the caregiver, so each step tells each person once, across retries,
 * restarts and processes.
 */
export function createCrisisFollowups({
  db,
  access,
  chat,
  tellCaregivers,
  minutes,
  now,
}: {
  db: Database;
  access: PatientAccess;
  chat: ChatService;
  tellCaregivers: TellCaregivers;
  /** CRISIS_FOLLOWUP_MINUTES. */
  minutes: number;
  now: () => Date;
}) {
  const repo = db.repos.crisisFollowups;
  const later = (ms: number) => new Date(now().getTime() + ms);

  /** The bell's title and the caregiver template's parameters for a follow-up text. */
  function toCaregivers(title: string, name: string, said: FollowupText) {
    return {
      title,
      text: said.text,
      template: 'caregiverUpdate' as const,
      templateParams: [name, said.text.replace(/^\p{Extended_Pictographic}\uFE0F?\s*/u, '')],
    };
  }

  async function ask(row: CrisisFollowupRow): Promise<void> {
    const question = followupQuestion(row.kind, row.value_text, minutes);
    await chat.sendProactive(row.user_id, {
      dedupeKey: FOLLOWUP_KEYS.ask(row.id, row.reading_id),
      message: { type: 'buttons', text: question.text, buttons: BUTTONS },
      template: 'crisisFollowup',
      templateParams: [row.value_text],
      templateButtons: BUTTONS,
    });
    // "¿Cuánto salió ahora?": the next bare number is that glucose.
    if (row.kind === 'low') await chat.recordReminders([{ userId: row.user_id, metric: 'glucosa' }]);
    const told = await tellCaregivers({
      ownerUserId: row.user_id,
      pacienteId: row.paciente_id,
      key: FOLLOWUP_KEYS.noAnswer(row.id, row.reading_id),
      compose: (name) =>
        toCaregivers(
          `Sin respuesta de ${name}`,
          name,
          CAREGIVER_FOLLOWUPS.noAnswer(name, row.value_text, minutes),
        ),
    });
    await repo.addTold(row.id, told);
  }

  async function help(row: CrisisFollowupRow): Promise<number[]> {
    const told = await tellCaregivers({
      ownerUserId: row.user_id,
      pacienteId: row.paciente_id,
      key: FOLLOWUP_KEYS.help(row.id, row.reading_id),
      compose: (name) =>
        toCaregivers(`${name} pidió ayuda`, name, CAREGIVER_FOLLOWUPS.help(name, row.value_text)),
    });
    await repo.addTold(row.id, told);
    return told;
  }

  async function clear(row: CrisisFollowupRow): Promise<void> {
    if (row.told_user_ids.length === 0) return;
    await tellCaregivers({
      ownerUserId: row.user_id,
      pacienteId: row.paciente_id,
      key: `crisis-clear:${row.id}`,
      only: row.told_user_ids,
      compose: (name) =>
        toCaregivers(
          `${name} está mejor`,
          name,
          CAREGIVER_FOLLOWUPS.allClear(name, row.clear_reason ?? ALL_CLEAR_REASONS.fine),
        ),
    });
  }

  /** Runs one claimed step, then marks it done (unless another step was set meanwhile). */
  async function runStep(row: CrisisFollowupRow): Promise<number[]> {
    if (!row.step || !row.due_at) return [];
    let told: number[] = [];
    if (row.step === 'ask') await ask(row);
    else if (row.step === 'help') told = await help(row);
    else await clear(row);
    await repo.finishStep(row.id, row.step, row.due_at, now());
    return told;
  }

  async function runDue(userId?: number | readonly number[]): Promise<{ steps: number; told: number[] }> {
    let steps = 0;
    const told: number[] = [];
    const userIds = userId === undefined ? undefined : typeof userId === 'number' ? [userId] : userId;
    if (userIds?.length === 0) return { steps, told };
    for (;;) {
      const rows = await repo.claimDue(now(), later(FOLLOWUP_LEASE_MS), BATCH, userIds);
      for (const row of rows) told.push(...(await runStep(row)));
      steps += rows.length;
      if (rows.length < BATCH) return { steps, told };
    }
  }

  return {
    /**
     * Inside the readings' transaction: a crisis opens the follow-up (or moves it to the newer crisis);
     * a later reading of the same metric out of the crisis range owes the all-clear; any other later
     * reading of that metric taken by the person (not a sensor's next value) means they measured again,
     * and the timed question is not needed.
     */
    async plan(
      repos: Repositories,
      patient: PatientScope,
      recorded: readonly RecordedReading[],
      crises: readonly CrisisNotice[],
      how: { byPerson: boolean; noneOpen?: boolean },
    ): Promise<void> {
      const notices = new Map(crises.map((notice) => [notice.readingId, notice]));
      const recentFrom = now().getTime() - FOLLOWUP_RECENT_MS;
      const newestCrisis = recorded
        .filter(({ row }) => notices.has(row.id) && row.measured_at.getTime() >= recentFrom)
        .sort((a, b) => b.row.measured_at.getTime() - a.row.measured_at.getTime())[0];
      if (newestCrisis) {
        const { row, interpretation } = newestCrisis;
        await repos.crisisFollowups.open({
          userId: patient.ownerUserId,
          pacienteId: patient.pacienteId,
          readingId: row.id,
          metric: row.metric,
          measuredAt: row.measured_at,
          kind: crisisKindOf(interpretation),
          valueText: notices.get(row.id)!.valueText,
          dueAt: later(minutes * 60_000),
          at: now(),
        });
        return;
      }
      if (how.noneOpen) return;
      const open = await repos.crisisFollowups.findOpen(patient.ownerUserId);
      if (!open) return;
      const after = recorded.filter(
        ({ row }) =>
          row.metric === open.metric &&
          (row.id === open.reading_id || row.measured_at.getTime() >= open.measured_at.getTime()),
      );
      if (after.length === 0) return;
      const ending = after.find(({ interpretation }) => endsCrisis(open.kind as CrisisKind, interpretation));
      if (ending) {
        // (A correction of the crisis reading itself withdrew this follow-up first: reading-withdrawal.ts.)
        await repos.crisisFollowups.setStep(open.id, 'clear', now(), {
          clearReason: ALL_CLEAR_REASONS.reading(describeForCaregivers(ending)),
          replacing: ['ask', null],
        });
        return;
      }
      // A sensor's next value is not an answer: only a person measuring again is.
      if (how.byPerson) await repos.crisisFollowups.setStep(open.id, null, null, { replacing: ['ask'] });
    },

    /** Whether the person has a crisis followed up now ("estoy bien" typed is then an answer). */
    async isOpen(userId: number): Promise<boolean> {
      return (await repo.findOpen(userId)) !== undefined;
    },

    /** After the readings' commit, and every scheduler tick: the steps due now (all people, or one). */
    runDue,

    /**
     * A crisis alert went to these caregivers: they are told the all-clear too. Called after the alert
     * of the crisis reading that opened (or moved) the follow-up.
     */
    noteTold(readingId: number, caregivers: readonly number[]): Promise<void> {
      return repo.addToldForReading(readingId, caregivers);
    },

    /**
     * "Estoy bien" or "Necesito ayuda", pressed or typed. Help tells the caregivers at once (with or
     * without an open follow-up; `messageKey` keys a call for help outside one); "Estoy bien" closes the
     * follow-up with an all-clear. Answers what the reply needs: the crisis kind and how many were told.
     */
    async answer(
      userId: number,
      answer: FollowupAnswer,
      messageKey: string,
    ): Promise<{ kind: CrisisKind | null; caregiversTold: number }> {
      const open = await repo.findOpen(userId);
      if (answer === 'fine') {
        if (open) {
          await repo.setStep(open.id, 'clear', now(), { clearReason: ALL_CLEAR_REASONS.fine });
          await runDue(userId);
        }
        return { kind: (open?.kind as CrisisKind | undefined) ?? null, caregiversTold: 0 };
      }
      if (open) {
        await repo.setStep(open.id, 'help', now());
        const { told } = await runDue(userId);
        // Asked twice: the caregivers heard the first time (the step's messages are keyed).
        const caregivers = told.length > 0 ? told.length : open.told_user_ids.length;
        return { kind: open.kind as CrisisKind, caregiversTold: caregivers };
      }
      const patient = await access.resolve(userId, undefined, 'read');
      const told = await tellCaregivers({
        ownerUserId: patient.ownerUserId,
        pacienteId: patient.pacienteId,
        key: `help:${messageKey}`,
        compose: (name) => toCaregivers(`${name} pidió ayuda`, name, CAREGIVER_FOLLOWUPS.help(name, null)),
      });
      return { kind: null, caregiversTold: told.length };
    },
  };
}

/** "glucosa 95 mg/dL", for the all-clear. */
function describeForCaregivers({ row }: RecordedReading): string {
  return `${resolveMetric(row.metric, undefined).definition.nameInSentence} ${describeStoredValue(row)}`;
}

export type CrisisFollowups = ReturnType<typeof createCrisisFollowups>;
