import type { CrisisNotice, ReadingWithdrawal, Repositories } from '@vitalia/db';
import { crisisKindOf } from '@vitalia/domain';
import { FOLLOWUP_KEYS } from '../alerts/crisis-followups';
import type { PatientScope } from '../patient-access';
import { caregiverMessageKey, crisisAlertKey } from '../sharing/caregiver-alerts';
import { crisisBellKey, describeSaidValue } from './reading-consequences';
import type { RecordedReading } from './recorded-reading';

/** What a reading becomes: deleted, or another value (a crisis again, told as a fresh one, or none). */
export type WithdrawnInto =
  { deleted: true } | { deleted: false; reading: RecordedReading; crisis: CrisisNotice | null };

/**
 * A reading deleted or corrected (CONTRACTS section 6, "A mistake is fully undone"), inside the change's
 * own transaction (before a deletion, after a correction's update): takes back what that reading alone caused and returns
 * what is left to do after the commit (its smart-alert episodes judged without it, one correction to each
 * caregiver who was told), for the consequences row. Null when the value did not change (a time or a
 * context corrected, a request sent twice): nothing was a mistake.
 *
 * When the value was a crisis: the owner's crisis bell item, the crisis follow-up it opened (no later
 * "¿cómo sigues?", no "no answer yet" to the caregivers; a call for help still owed stays) and every
 * caregiver message or bell item about it that nobody saw yet go. A caregiver who was told (the message
 * was handed to WhatsApp, or they read the bell item) gets the correction instead.
 *
 * A corrected value that is itself a crisis of the same kind (320 for 340, 45 for 44) keeps what was told:
 * the same steps hold, and nobody is told again. One of the other kind (a low of 40 that was a 350) is a
 * fresh crisis: the owner's bell item and the alerts nobody saw yet are told again with the new value, the
 * follow-up moves to it, and the caregivers who were told get the correction with the new crisis's steps.
 */
export async function withdrawReading(
  repos: Repositories,
  patient: PatientScope,
  before: RecordedReading,
  into: WithdrawnInto,
  at: Date,
): Promise<ReadingWithdrawal | null> {
  const { row } = before;
  if (!into.deleted) {
    const after = into.reading.row;
    const same =
      after.value === row.value && after.value2 === row.value2 && after.beyond_range === row.beyond_range;
    if (same) return null;
  }
  const createdAt = await repos.readings.storedAt(patient.pacienteId, row.id);
  if (!createdAt) return null;
  const withdrawal: ReadingWithdrawal = {
    readingId: row.id,
    createdAt: createdAt.toISOString(),
    metric: row.metric,
    was: describeSaidValue(row),
    now: into.deleted ? null : describeSaidValue(into.reading.row),
    told: [],
  };
  // A crisis as it was told: judged so now, or its bell item still there (symptoms made it one).
  const crisisBell = await repos.notifications.findByKeys([crisisBellKey(row.id)]);
  if (!before.interpretation.urgent && crisisBell.length === 0) return withdrawal;

  const crisisAgain = !into.deleted && into.crisis !== null;
  if (crisisAgain && crisisKindOf(into.reading.interpretation) === crisisKindOf(before.interpretation))
    return withdrawal;
  if (!into.deleted && into.crisis?.caregiverSteps) withdrawal.steps = into.crisis.caregiverSteps;
  // A row still owed (its process stopped) tells this crisis no more; a crisis again is told by the new one.
  await repos.readingConsequences.forgetCrisis(patient.ownerUserId, row.id);
  const followups = await repos.crisisFollowups.findByReading(patient.ownerUserId, row.id);
  const caregivers = new Set<number>(
    (await repos.patientShares.listAlertGrantees(patient.pacienteId)).map((share) =>
      Number(share.grantee_user_id),
    ),
  );
  for (const followup of followups) for (const id of followup.told_user_ids) caregivers.add(id);
  const keysOf = (key: string) => [...caregivers].map((id) => caregiverMessageKey(key, id));
  const alertKeys = keysOf(crisisAlertKey(row.id));
  const noAnswerKeys = crisisAgain
    ? []
    : followups.flatMap((followup) => keysOf(FOLLOWUP_KEYS.noAnswer(followup.id, row.id)));
  const caregiverKeys = [...alertKeys, ...noAnswerKeys];

  // Told: a message already handed to WhatsApp, or a bell item they read.
  const sent = await repos.chatOutbound.withdrawUnsent(caregiverKeys);
  const items = await repos.notifications.findByKeys(caregiverKeys);
  const told = new Set([
    ...sent.map((message) => message.user_id),
    ...items.filter((item) => item.read_at !== null).map((item) => item.user_id),
  ]);
  // A caregiver (gestion) who undoes it themselves needs no correction: what they were told just goes.
  told.delete(patient.actorUserId);
  // The alert item of a caregiver who was told becomes the correction (after the commit); the rest go.
  const alertKeySet = new Set(alertKeys);
  await repos.notifications.deleteByKeys(
    items
      .filter((item) => !(told.has(item.user_id) && alertKeySet.has(item.dedupe_key)))
      .map((item) => item.dedupe_key),
  );
  // The owner's item goes; a crisis again rings it anew with the new value and its advice.
  await repos.notifications.deleteByKeys([crisisBellKey(row.id)]);
  if (!crisisAgain) {
    await repos.chatOutbound.withdrawUnsent(
      followups.map((followup) => FOLLOWUP_KEYS.ask(followup.id, row.id)),
    );
    for (const followup of followups) await repos.crisisFollowups.withdraw(followup.id, at);
  }
  withdrawal.told = [...told].sort((a, b) => a - b);
  return withdrawal;
}
