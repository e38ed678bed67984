/**
 * The Nightscout-compatible upload (CONTRACTS.md section 3): what CGM and meter apps send, read entry by
 * entry (a malformed entry is refused alone, with the reason; the rest is stored), and the page's replies.
 * Shapes followed: Nightscout's API v1 as xDrip+, Juggluco and AndroidAPS upload to it.
 */
import {
  asRecord,
  fail,
  hasForbiddenCharacters,
  isAbsent,
  NOT_AN_OBJECT,
  ok,
  readInteger,
  type Validation,
} from './validation';

export const NIGHTSCOUT_LIMITS = {
  /** Entries per request (Juggluco sends up to 10,440 at once). */
  entriesPerRequest: 20_000,
  treatmentsPerRequest: 1_000,
  /** Entries and treatments listed at most per request. */
  listed: 10_000,
  /** Body size of an upload: 20,000 entries of about 200 bytes. */
  bodyBytes: 8 * 1024 * 1024,
} as const;

/** The page's reply: `GET /health-users/nightscout/`. */
export interface NightscoutSiteReply {
  enabled: boolean;
  site_id: string;
  base_url: string;
  read_token: string;
  /** Whether an API secret was made (it is shown only once, when renewed). */
  has_secret: boolean;
  last_upload_at: string | null;
  last_device: string | null;
}

export interface NightscoutSecretReply {
  api_secret: string;
}

/** Words an uploader's log shows; the person reads them there. */
export const NIGHTSCOUT_MESSAGES = {
  unauthorized: 'API secret o token incorrecto: revisa el secreto de Conexiones en Vitalia.',
  readOnly: 'Este token solo permite leer; para subir datos usa el API secret.',
  siteNotFound: 'No existe esta dirección de Vitalia.',
  tooMany: 'Demasiadas subidas en poco tiempo. Inténtalo de nuevo en un minuto.',
  notEntries: 'Envía una entrada o una lista de entradas en JSON.',
  tooManyEntries: `Envía como máximo ${NIGHTSCOUT_LIMITS.entriesPerRequest.toLocaleString('en-US')} entradas por solicitud.`,
  tooManyTreatments: `Envía como máximo ${NIGHTSCOUT_LIMITS.treatmentsPerRequest.toLocaleString('en-US')} tratamientos por solicitud.`,
  noneStored: 'No se guardó ninguna entrada.',
  notAnObject: 'no es un objeto JSON.',
  type: 'type debe ser un texto como "sgv" o "mbg".',
  date: 'date debe ser un número: milisegundos desde 1970 (por ejemplo 1763900000000).',
  value: (field: string) => `${field} debe ser un número (mg/dL), no un texto.`,
  text: (field: string) => `${field} debe ser un texto corto sin caracteres de control.`,
  createdAt: 'created_at debe ser una fecha ISO-8601, por ejemplo 2026-11-24T08:30:00Z.',
  deleteNeedsId: 'Indica qué tratamiento borrar: /api/v1/treatments/<_id> o ?find[_id]=<_id>.',
  entry: (index: number, detail: string) => `Entrada ${index}: ${detail}`,
} as const;

export interface NightscoutEntry {
  type: 'sgv' | 'mbg';
  /** mg/dL. */
  value: number;
  /** Epoch milliseconds. */
  date: number;
  direction: string | null;
  device: string | null;
}

export interface ReadEntries {
  entries: Array<NightscoutEntry & { index: number }>;
  refused: Array<{ index: number; detail: string }>;
  /** Entries of other types (xDrip+'s `cal`), accepted and not stored. */
  ignored: number;
}

/** An optional short text: undefined when absent, null when it is not acceptable. */
function readShortText(value: unknown, max: number): string | null | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > max || hasForbiddenCharacters(value)) return null;
  return value;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Epoch ms from 2000 to 2100: anything else is not a client's clock. */
const isEpochMs = (value: unknown): value is number =>
  isNumber(value) && value >= 946_684_800_000 && value < 4_102_444_800_000;

function readEntry(raw: unknown): NightscoutEntry | 'ignored' | string {
  const entry = asRecord(raw);
  if (!entry) return NIGHTSCOUT_MESSAGES.notAnObject;
  const type = entry.type ?? ('sgv' in entry ? 'sgv' : undefined);
  if (typeof type !== 'string' || type.length > 20) return NIGHTSCOUT_MESSAGES.type;
  if (type !== 'sgv' && type !== 'mbg') return 'ignored';
  if (!isEpochMs(entry.date)) return NIGHTSCOUT_MESSAGES.date;
  const value = entry[type];
  if (!isNumber(value)) return NIGHTSCOUT_MESSAGES.value(type);
  const direction = readShortText(entry.direction, 30);
  if (direction === null) return NIGHTSCOUT_MESSAGES.text('direction');
  const device = readShortText(entry.device, 100);
  if (device === null) return NIGHTSCOUT_MESSAGES.text('device');
  return { type, value, date: entry.date, direction: direction ?? null, device: device ?? null };
}

/** Reads an upload of entries (one object or an array); each entry is refused or taken alone. */
export function readEntries(body: unknown): ReadEntries | string {
  const list = Array.isArray(body) ? body : asRecord(body) ? [body] : null;
  if (!list) return NIGHTSCOUT_MESSAGES.notEntries;
  if (list.length > NIGHTSCOUT_LIMITS.entriesPerRequest) return NIGHTSCOUT_MESSAGES.tooManyEntries;
  const read: ReadEntries = { entries: [], refused: [], ignored: 0 };
  list.forEach((raw: unknown, index) => {
    const entry = readEntry(raw);
    if (entry === 'ignored') read.ignored += 1;
    else if (typeof entry === 'string') read.refused.push({ index, detail: entry });
    else read.entries.push({ ...entry, index });
  });
  return read;
}

export interface NightscoutTreatment {
  /**
   * The client's `_id` (AndroidAPS, Juggluco), else the one made from its `uuid` (xDrip+), else null
   * (Nightscout's identity is then the time and the event type).
   */
  clientId: string | null;
  uuid: string | null;
  eventType: string;
  createdAt: Date;
  /** mg/dL (mmol/L converted). */
  glucose: number | null;
  glucoseType: string | null;
  carbs: number | null;
  insulin: number | null;
  notes: string | null;
  enteredBy: string | null;
}

const MMOL_TO_MG_DL = 18.0182;

/** xDrip+ names a treatment by a UUID and finds its `_id` from it: the first 24 hex digits. */
export const idOfUuid = (uuid: string) => uuid.replace(/-/g, '').slice(0, 24);

function readTreatmentTime(treatment: Record<string, unknown>): Date | null {
  if (typeof treatment.created_at === 'string' && treatment.created_at.length <= 40) {
    // A time without its offset is read as UTC, as Nightscout does, whatever this server's zone.
    const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(treatment.created_at);
    const at = new Date(zoned ? treatment.created_at : `${treatment.created_at}Z`);
    return /^\d{4}-\d{2}-\d{2}T/.test(treatment.created_at) && isEpochMs(at.getTime()) ? at : null;
  }
  if (treatment.created_at === undefined && isEpochMs(treatment.date)) return new Date(treatment.date);
  if (treatment.created_at === undefined && isEpochMs(treatment.mills)) return new Date(treatment.mills);
  return null;
}

/** Reads one treatment; a string says why it is refused. */
export function readTreatment(raw: unknown): NightscoutTreatment | string {
  const treatment = asRecord(raw);
  if (!treatment) return NIGHTSCOUT_MESSAGES.notAnObject;
  const givenId = readShortText(treatment._id, 64);
  if (givenId === null) return NIGHTSCOUT_MESSAGES.text('_id');
  const uuid = readShortText(treatment.uuid, 64);
  if (uuid === null) return NIGHTSCOUT_MESSAGES.text('uuid');
  const eventType = readShortText(treatment.eventType, 64);
  if (eventType === null) return NIGHTSCOUT_MESSAGES.text('eventType');
  const createdAt = readTreatmentTime(treatment);
  if (!createdAt) return NIGHTSCOUT_MESSAGES.createdAt;
  const numbers: Record<'glucose' | 'carbs' | 'insulin', number | null> = {
    glucose: null,
    carbs: null,
    insulin: null,
  };
  for (const field of ['glucose', 'carbs', 'insulin'] as const) {
    const value = treatment[field];
    if (value === undefined || value === null) continue;
    if (!isNumber(value)) return NIGHTSCOUT_MESSAGES.value(field);
    numbers[field] = value;
  }
  const texts: Record<'glucoseType' | 'units' | 'notes' | 'enteredBy', string | null> = {
    glucoseType: null,
    units: null,
    notes: null,
    enteredBy: null,
  };
  for (const field of ['glucoseType', 'units', 'notes', 'enteredBy'] as const) {
    const value = readShortText(treatment[field], field === 'notes' ? 500 : 64);
    if (value === null) return NIGHTSCOUT_MESSAGES.text(field);
    texts[field] = value ?? null;
  }
  const inMmol = texts.units !== null && /^mmol/i.test(texts.units);
  const glucose =
    numbers.glucose === null
      ? null
      : inMmol
        ? Math.round(numbers.glucose * MMOL_TO_MG_DL * 10) / 10
        : numbers.glucose;
  return {
    clientId: givenId ?? (uuid ? idOfUuid(uuid) : null),
    uuid: uuid ?? null,
    eventType: eventType || 'Note',
    createdAt,
    glucose,
    glucoseType: texts.glucoseType,
    carbs: numbers.carbs,
    insulin: numbers.insulin,
    notes: texts.notes,
    enteredBy: texts.enteredBy,
  };
}

/** The sensor's messages on the Conexiones page: quiet hours and hours until "sensor stopped". */
export interface StreamSettings {
  /** Local "HH:MM" in the profile's zone; both null when there are no quiet hours. */
  quiet_start: string | null;
  quiet_end: string | null;
  stopped_hours: number;
}

export const STREAM_SETTINGS_LIMITS = { stoppedHoursMin: 1, stoppedHoursMax: 48, stoppedHoursDefault: 3 };

export const STREAM_SETTINGS_MESSAGES = {
  time: (field: string) => `${field} debe ser una hora en formato de 24 horas, por ejemplo 22:00 o 07:30.`,
  both: 'Indica el inicio y el fin de las horas de silencio, o deja los dos vacíos.',
  same: 'El inicio y el fin de las horas de silencio no pueden ser la misma hora.',
  hours: `Las horas sin datos del sensor deben ser un número entero de ${STREAM_SETTINGS_LIMITS.stoppedHoursMin} a ${STREAM_SETTINGS_LIMITS.stoppedHoursMax}.`,
} as const;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** `PUT /health-users/nightscout/settings/`: a field left out keeps no quiet hours / the default hours. */
export function validateStreamSettings(body: unknown): Validation<StreamSettings> {
  const record = asRecord(body);
  if (!record) return fail(NOT_AN_OBJECT);
  const time = (value: unknown, field: string): string | null | Error => {
    if (isAbsent(value)) return null;
    return typeof value === 'string' && HHMM.test(value.trim())
      ? value.trim()
      : new Error(STREAM_SETTINGS_MESSAGES.time(field));
  };
  const start = time(record.quiet_start, 'El inicio de las horas de silencio');
  if (start instanceof Error) return fail(start.message);
  const end = time(record.quiet_end, 'El fin de las horas de silencio');
  if (end instanceof Error) return fail(end.message);
  if ((start === null) !== (end === null)) return fail(STREAM_SETTINGS_MESSAGES.both);
  if (start !== null && start === end) return fail(STREAM_SETTINGS_MESSAGES.same);
  let hours = STREAM_SETTINGS_LIMITS.stoppedHoursDefault;
  if (!isAbsent(record.stopped_hours)) {
    const read = readInteger(record.stopped_hours);
    if (
      read === null ||
      read < STREAM_SETTINGS_LIMITS.stoppedHoursMin ||
      read > STREAM_SETTINGS_LIMITS.stoppedHoursMax
    )
      return fail(STREAM_SETTINGS_MESSAGES.hours);
    hours = read;
  }
  return ok({ quiet_start: start, quiet_end: end, stopped_hours: hours });
}
