// Kept with the queries: it decides whose data every metrics and report request asks for.
import { createContext, useContext, type ReactNode } from 'react';

/** The patient whose data a page shows when it is someone who shares with the user. */
export interface SharedPatient {
  pacienteId: number;
  nombre: string;
  /** The `gestion` scope: the user may log readings for them. */
  canWrite: boolean;
}

const SharedPatientContext = createContext<SharedPatient | null>(null);

/**
 * Wraps the metrics and report components so they read (and, with `gestion`, write) a shared patient's
 * data: every metrics request then carries `paciente_id`, and every cached answer is kept apart.
 */
export function SharedPatientProvider({
  patient,
  children,
}: {
  patient: SharedPatient;
  children: ReactNode;
}) {
  return <SharedPatientContext.Provider value={patient}>{children}</SharedPatientContext.Provider>;
}

/** The shared patient being shown, or null on the user's own pages. */
export const useSharedPatient = () => useContext(SharedPatientContext);

/** The `paciente_id` for metrics requests: undefined for the user's own data. */
export const useSharedPatientId = () => useSharedPatient()?.pacienteId;
