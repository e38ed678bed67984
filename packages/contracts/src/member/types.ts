import type { Diagnosis } from '@vitalia/domain/diagnosis';
/** Reply shapes of the member area's endpoints (SPEC.md section 3), shared by the server and the web app. */
import type { ReminderMetric, ScheduleTiming } from '@vitalia/domain/schedules';

export interface MeasurementReminder extends ScheduleTiming {
  id: number;
  metric_key: ReminderMetric;
}

export interface MedicationSchedule extends ScheduleTiming {
  id: number;
  medicamento_id: number;
}

export interface Medicamento {
  id: number;
  paciente_id: number;
  nombre: string;
  dosis: string | null;
  schedules: MedicationSchedule[];
}

/** GET /health-users/home/: the home panel in one request. */
export interface HomeData {
  reminders: Record<ReminderMetric, MeasurementReminder[]>;
  medicamentos: Medicamento[];
}

export interface Profile {
  /** Null for an account made in the WhatsApp chat until it adds an e-mail ("Completa tu cuenta"). */
  email: string | null;
  first_name: string;
  last_name: string;
  /** IANA name; the server's TZ_DEFAULT until the user picks one. */
  time_zone: string;
}

export interface Paciente {
  id: number;
  telefono: string;
  fecha_nacimiento: string | null;
  edad: number | null;
}

/**
 * Mi Perfil's "Tu salud" (`/health-users/profile/health/`): what changes how the person's readings are
 * judged. Apart from the patient record, whose documented fields stay as they are.
 */
export interface HealthProfile {
  /** What the person said of their diagnosis (changes the glucose targets); null until said. */
  diagnostico: Diagnosis | null;
  /** Pregnancy (the ADA's pregnancy targets). */
  embarazo: boolean;
  /** Height in centimetres (the body mass index); null until said. */
  estatura_cm: number | null;
}
