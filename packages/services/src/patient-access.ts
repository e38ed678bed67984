import { MEMBER_MESSAGES } from '@vitalia/contracts/member';
import { coalesce, type Database, type ShareScope } from '@vitalia/db';
import type { PatientProfile } from '@vitalia/domain';
import { NotFoundError } from './errors';
import { profileOfColumns } from './readings/patient-profile';

export type AccessMode = 'read' | 'write';

/**
 * A patient whose health data the acting user may read (or write), as the access check established it.
 * Services that touch health data take one of these, never a bare patient id from a request.
 */
export interface PatientScope {
  readonly pacienteId: number;
  readonly ownerUserId: number;
  readonly actorUserId: number;
  readonly mode: AccessMode;
  /** The patient's time zone: local dates and buckets are counted in it. */
  readonly timeZone: string;
  /** 'owner' for the patient themselves, else the scope of the actor's grant. */
  readonly via: 'owner' | ShareScope;
  /** What judges the patient's readings, read with the patient by the access check (absent elsewhere). */
  readonly profile?: PatientProfile;
}

/**
 * What a patient's health data holds, by kind: `readings` (readings and everything computed from them:
 * series, overview, the report's metrics and time in range, the CSV, FHIR and JSON exports of readings)
 * and `medications` (names, doses, schedules, doses taken and the report's `adherence`).
 */
export type PatientDataKind = 'readings' | 'medications';

/**
 * Which kinds each way of reaching a patient sees; the one table of what is shared. Every grant reads the
 * readings (only `gestion` also writes them, see grantAllows). Medications are the owner's alone: a grantee
 * never reads their names or adherence, in any reply, whatever the scope.
 */
const SEES: Record<PatientScope['via'], readonly PatientDataKind[]> = {
  owner: ['readings', 'medications'],
  lectura: ['readings'],
  lectura_alertas: ['readings'],
  gestion: ['readings'],
};

/** Whether the access check's result lets its actor see a kind of the patient's data. */
export function sees(patient: PatientScope, kind: PatientDataKind): boolean {
  return SEES[patient.via].includes(kind);
}

/** Which grants allow which mode: every active grant reads; only `gestion` writes (logs readings). */
function grantAllows(scope: ShareScope, mode: AccessMode): boolean {
  return mode === 'read' || scope === 'gestion';
}

/**
 * The one access check for health data: "may this user read / write this patient?". The owner always
 * may; anyone else needs an active grant (patient_shares) of a scope that allows the mode. Every access by
 * someone other than the owner is written to the patient's access log with `what` ('series', 'report',
 * 'readings', 'export', ...), so each health-data route is logged by passing through here. A patient the
 * user may not reach reads as not found, whoever owns it, and is not logged.
 */
export function createPatientAccess({
  db,
  defaultTimeZone,
  now = () => new Date(),
}: {
  db: Database;
  defaultTimeZone: string;
  now?: () => Date;
}) {
  // The records of users checked at the same time (the chat's concurrent turns) are read together.
  const ownedBy = coalesce(async (userIds: number[]) => {
    const owners = await db.repos.pacientes.findOwnedByMany(userIds);
    const byUser = new Map(owners.map((owner) => [Number(owner.user_id), owner]));
    return userIds.map((userId) => byUser.get(Number(userId)));
  });
  return {
    /** `pacienteId` undefined: the user's own patient record. */
    async resolve(
      actorUserId: number,
      pacienteId: number | undefined,
      mode: AccessMode,
      what = mode === 'read' ? 'data' : 'write',
    ): Promise<PatientScope> {
      const owner =
        pacienteId === undefined
          ? await ownedBy(actorUserId)
          : await db.repos.pacientes.findOwner(pacienteId);
      if (!owner) throw new NotFoundError(MEMBER_MESSAGES.patientNotFound);
      let via: PatientScope['via'] = 'owner';
      if (owner.user_id !== actorUserId) {
        const scope = await db.repos.patientShares.findActiveScope(owner.paciente_id, actorUserId);
        if (!scope || !grantAllows(scope, mode)) throw new NotFoundError(MEMBER_MESSAGES.patientNotFound);
        via = scope;
        await db.repos.patientAccessLog.insert({
          pacienteId: owner.paciente_id,
          actorUserId,
          what: what.slice(0, 40),
          at: now(),
        });
      }
      return {
        pacienteId: owner.paciente_id,
        ownerUserId: owner.user_id,
        actorUserId,
        mode,
        timeZone: owner.time_zone ?? defaultTimeZone,
        via,
        profile: profileOfColumns(owner),
      };
    },
  };
}

export type PatientAccess = ReturnType<typeof createPatientAccess>;
