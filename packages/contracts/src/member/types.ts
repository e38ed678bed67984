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
  email: string;
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
