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

export function composeCaregiverAlert(ownerName: string, valueText: string, steps: string) {
  return {
    title: `Alerta de ${ownerName}: ${valueText}`,
    text: `🚨 ${ownerName} registró un valor de crisis: ${valueText}. Qué hacer: ${steps}`,
  };
}

/** The key of one caregiver's message (and bell item) of a message to the caregivers. */
export const caregiverMessageKey = (key: string, granteeUserId: number) => `${key}:${granteeUserId}`;

/** The key of the crisis alert about a reading, before the caregiver's id. */
export const crisisAlertKey = (readingId: number) => `care:${readingId}`;

/** A message to the caregivers of one patient, keyed per caregiver (`caregiverMessageKey`). */
export interface CaregiverMessage {
  ownerUserId: number;
  pacienteId: number;
  key: string;
  /** Only these caregivers (the ones told before); all with alerts when absent. */
  only?: readonly number[];
  /** Not this one (the caregiver who logged the reading themselves). */
  except?: number | null;
  compose: (ownerName: string) => {
    title: string;
    text: string;
    template: 'caregiverAlert' | 'caregiverUpdate' | 'caregiverCorrection';
    templateParams: string[];
  };
  /**
   * A correction: the caregiver's bell item of this message key (before their id) says it instead, as
   * a new unread item, rather than a second item beside what it corrects (a new one when there is none).
   */
  inPlaceOf?: string;
}

/**
 * Tells the caregivers of a patient with the `lectura_alertas` or `gestion` scope something about them:
 * a `caregiver_alert` item in their bell and a chat message (nothing after the caregiver's own BAJA: the
 * chat service answers 'paused'; the template outside their 24-hour window). Both are keyed per message
 * and caregiver, so a retry never tells anyone twice. Nobody is told when the patient opposed it.
 * Returns the caregivers told.
 */
export function createTellCaregivers({
  db,
  chat,
  notifications,
  now,
}: {
  db: Database;
  chat: ChatService;
  notifications: NotificationsService;
  now: () => Date;
}) {
  return async function tellCaregivers(message: CaregiverMessage): Promise<number[]> {
    if (!(await caregiverAlertsAllowed(db, message.ownerUserId))) return [];
    const grantees = (await db.repos.patientShares.listAlertGrantees(message.pacienteId))
      .map((row) => Number(row.grantee_user_id))
      .filter((id) => id !== message.except && (!message.only || message.only.includes(id)));
    if (grantees.length === 0) return [];
    const owner = await db.repos.users.findById(message.ownerUserId);
    if (!owner) return [];
    const { title, text, template, templateParams } = message.compose(displayName(owner));
    for (const granteeUserId of grantees) {
      const dedupeKey = caregiverMessageKey(message.key, granteeUserId);
      // Linked to the patient: it goes when they erase their account or revoke this caregiver.
      const aboutPacienteId = message.pacienteId;
      const rewritten =
        message.inPlaceOf !== undefined &&
        (await db.repos.notifications.rewrite(
          granteeUserId,
          caregiverMessageKey(message.inPlaceOf, granteeUserId),
          { title, body: text, at: now() },
        ));
      if (!rewritten) {
        await notifications.notify(granteeUserId, {
          kind: 'caregiver_alert',
          title,
          body: text,
          dedupeKey,
          aboutPacienteId,
        });
      }
      await chat.sendProactive(granteeUserId, {
        dedupeKey,
        aboutPacienteId,
        message: { type: 'text', text },
        template,
        templateParams,
      });
    }
    return grantees;
  };
}

export type TellCaregivers = ReturnType<typeof createTellCaregivers>;

/** The crisis alert itself: the value and the steps for that crisis. Returns the caregivers told. */
export function createCaregiverAlerts(tellCaregivers: TellCaregivers) {
  return function alertCaregivers(facts: CrisisFacts): Promise<number[]> {
    const steps = facts.steps ?? CAREGIVER_STEPS.general.text;
    return tellCaregivers({
      ownerUserId: facts.ownerUserId,
      pacienteId: facts.pacienteId,
      key: crisisAlertKey(facts.readingId),
      except: facts.loggedByUserId,
      compose: (ownerName) => ({
        ...composeCaregiverAlert(ownerName, facts.valueText, steps),
        template: 'caregiverAlert',
        templateParams: [ownerName, facts.valueText, steps],
      }),
    });
  };
}

export type AlertCaregivers = ReturnType<typeof createCaregiverAlerts>;
