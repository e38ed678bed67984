import { MEMBER_MESSAGES } from '@vitalia/contracts/member';
import type { Database } from '@vitalia/db';
import { NotFoundError } from './errors';

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
}

/**
 * The one access check for health data: "may this user read / write this patient?". Today a user reaches
 * only their own patient record; sharing with a doctor or a relative becomes a grant checked here, with no
 * query of its own elsewhere. A patient the user may not reach reads as not found, whoever owns it.
 */
export function createPatientAccess({ db, defaultTimeZone }: { db: Database; defaultTimeZone: string }) {
  return {
    /** `pacienteId` undefined: the user's own patient record. */
    async resolve(
      actorUserId: number,
      pacienteId: number | undefined,
      mode: AccessMode,
    ): Promise<PatientScope> {
      const owner =
        pacienteId === undefined
          ? await db.repos.pacientes.findOwnedBy(actorUserId)
          : await db.repos.pacientes.findOwner(pacienteId);
      if (!owner || owner.user_id !== actorUserId) throw new NotFoundError(MEMBER_MESSAGES.patientNotFound);
      return {
        pacienteId: owner.paciente_id,
        ownerUserId: owner.user_id,
        actorUserId,
        mode,
        timeZone: owner.time_zone ?? defaultTimeZone,
      };
    },
  };
}

export type PatientAccess = ReturnType<typeof createPatientAccess>;
