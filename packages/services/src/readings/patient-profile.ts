import { isDiagnosis, type PatientProfile } from '@vitalia/domain';
import type { ClinicalColumns, Repositories } from '@vitalia/db';

/**
 * What changes how this patient's readings are judged, from their record: the diagnosis and pregnancy
 * (glucose targets) and the height (body mass index). The one place the record's columns become it.
 */
export function profileOfColumns(row: ClinicalColumns | undefined): PatientProfile {
  if (!row) return {};
  return {
    ...(row.estatura_cm !== null ? { heightCm: Number(row.estatura_cm) } : {}),
    ...(isDiagnosis(row.diagnostico) ? { diagnosis: row.diagnostico } : {}),
    ...(row.embarazo ? { pregnant: true } : {}),
  };
}

/** The patient's profile read on its own (a scope resolved by the access check carries it already). */
export async function patientProfileOf(repos: Repositories, pacienteId: number): Promise<PatientProfile> {
  return profileOfColumns(await repos.pacientes.clinicalProfile(pacienteId));
}
