import type { Database } from '@vitalia/db';
import type { ChatService } from '../chat/chat-service';
import type { NotificationsService } from '../notifications-service';
import { CAREGIVER_STEPS } from '@vitalia/domain';
import { displayName } from './display-name';

/**
 * Whether the caregivers of this owner may be told about the owner's crisis values: not when the owner
 * opposed that use of their data ("Alertas a cuidadores" off under Usos de mis datos).
 */
export async function caregiverAlertsAllowed(db: Database, ownerUserId: number): Promise<boolean> {
  const opposed = await db.repos.purposeOptOuts.optedOutAmong([ownerUserId], 'caregiver_alerts');
  return opposed.length === 0;
}

/** What the crisis reading was, in words a caregiver reads. */
export interface CrisisFacts {
  ownerUserId: number;
  pacienteId: number;
  readingId: number;
  /** The caregiver who logged the reading themselves (gestion): they already read what to do. */
  loggedByUserId: number | null;
  /** "glucosa 320 mg/dL". */
  valueText: string;
  /** What to do now, for the people around the person (the domain's caregiver steps). */
  steps?: string;
}

export const caregiverAlertKey = (readingId: number, granteeUserId: number) =>
  `care:${readingId}:${granteeUserId}`;

export function composeCaregiverAlert(ownerName: string, valueText: string, steps: string) {
  return {
    title: `Alerta de ${ownerName}: ${valueText}`,
    text: `🚨 ${ownerName} registró un valor de crisis: ${valueText}. Qué hacer: ${steps}`,
  };
}

/**
 * Tells each caregiver of a patient with the `lectura_alertas` or `gestion` scope about a crisis value:
 * a `caregiver_alert` item in their bell and a chat message (nothing after the caregiver's own BAJA:
 * the chat service answers 'paused'; the template outside their 24-hour window). Both are keyed per
 * reading and caregiver, so a correction or a retry never tells anyone twice.
 */
export function createCaregiverAlerts({
  db,
  chat,
  notifications,
}: {
  db: Database;
  chat: ChatService;
  notifications: NotificationsService;
}) {
  return async function alertCaregivers(facts: CrisisFacts): Promise<number> {
    if (!(await caregiverAlertsAllowed(db, facts.ownerUserId))) return 0;
    const grantees = (await db.repos.patientShares.listAlertGrantees(facts.pacienteId)).filter(
      (row) => row.grantee_user_id !== facts.loggedByUserId,
    );
    if (grantees.length === 0) return 0;
    const owner = await db.repos.users.findById(facts.ownerUserId);
    if (!owner) return 0;
    const ownerName = displayName(owner);
    const steps = facts.steps ?? CAREGIVER_STEPS.general.text;
    const { title, text } = composeCaregiverAlert(ownerName, facts.valueText, steps);
    for (const { grantee_user_id: granteeUserId } of grantees) {
      const dedupeKey = caregiverAlertKey(facts.readingId, granteeUserId);
      // Linked to the patient: it goes when they erase their account or revoke this caregiver.
      const aboutPacienteId = facts.pacienteId;
      await notifications.notify(granteeUserId, {
        kind: 'caregiver_alert',
        title,
        body: text,
        dedupeKey,
        aboutPacienteId,
      });
      await chat.sendProactive(granteeUserId, {
        dedupeKey,
        aboutPacienteId,
        message: { type: 'text', text },
        template: 'caregiverAlert',
        templateParams: [ownerName, facts.valueText, steps],
      });
    }
    return grantees.length;
  };
}

export type AlertCaregivers = ReturnType<typeof createCaregiverAlerts>;
