import { WEEKDAY_NAMES } from '@vitalia/domain/schedules';

/** Reminders asked for in the chat ("recuérdame la pastilla a las 10 de la noche"). */

/** "22:00" → "10:00 de la noche", "12:00" → "12:00 del día", "06:30" → "6:30 de la mañana". */
export function spokenTime(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')}`;
  if (hour === 12) return `${clock} del día`;
  if (hour >= 1 && hour < 6) return `${clock} de la madrugada`;
  if (hour >= 6 && hour < 12) return `${clock} de la mañana`;
  if (hour > 12 && hour < 19) return `${clock} de la tarde`;
  return `${clock} de la noche`;
}

/** "todos los días a las 9:00 de la noche", "cada lunes a las 7:00 de la mañana". */
export const reminderWhen = (time: string, weekday: number | null) =>
  `${weekday === null ? 'todos los días' : `cada ${WEEKDAY_NAMES[weekday]}`} a las ${spokenTime(time)}`;

/** What a reminder is for, as the bot says it: "medir tu glucosa", "tomar tu metformina". */
export const toMeasure = (metricLabel: string) => `medir tu ${metricLabel.toLowerCase()}`;
export const toTake = (medication: string) => `tomar tu ${medication}`;

export const whichForPurpose = (purpose: string, names: string, example: string) =>
  `💊 Para ${purpose} tienes ${names}. ¿De cuál te recuerdo? Escríbeme, por ejemplo: «recuérdame ${example} a las 9 de la noche».`;

export const noMedicationsYet = (panel: string) =>
  `💊 Todavía no tengo anotados tus medicamentos. Dime cuál es, por ejemplo: «recuérdame la metformina a las 9 de la noche», o agrégalo en tu panel: ${panel}`;

export const whichMedication = (names: string, example: string) =>
  `💊 ¿De cuál medicamento te recuerdo? Tienes ${names}. Escríbeme, por ejemplo: «recuérdame ${example} a las 9 de la noche».`;

export const reminderExists = (what: string, when: string) =>
  `⏰ Ya tenías ese recordatorio: ${what} ${when}.`;

export const measureReminderMade = (what: string, when: string, panel: string) =>
  `⏰ Listo: te recuerdo ${what} ${when}. Cuando te llegue, mándame el resultado y lo guardo. Puedes cambiarlo en tu panel: ${panel}`;

export const medicationReminderMade = (what: string, when: string, panel: string) =>
  `⏰ Listo: te recuerdo ${what} ${when}. Cuando te llegue, toca «Ya la tomé» y llevo la cuenta. Puedes cambiarlo en tu panel: ${panel}`;

/** "cámbiame el recordatorio de la insulina a las 9 y media": the one reminder moved, not a second one. */
export const reminderMoved = (what: string, when: string, panel: string) =>
  `⏰ Listo: cambié tu recordatorio. Ahora te recuerdo ${what} ${when}, ya no a la hora de antes. Puedes verlo en tu panel: ${panel}`;

export const MEDICATION_NOT_FOUND = 'No encontré ese medicamento. Escribe «medicamentos» para ver los tuyos.';

export const REMIND_WHAT =
  '⏰ ¿Qué te recuerdo? Escríbeme, por ejemplo: «recuérdame el losartán a las 8 de la noche» o «recuérdame medirme el azúcar a las 7 de la mañana».';

export const remindAtWhatTime = (what: string) =>
  `⏰ ¿A qué hora te recuerdo ${what}? Escríbeme, por ejemplo: «recuérdame a las 9 de la noche».`;

export const whichHalfOfDay = (what: string) => `⏰ ¿A qué hora te recuerdo ${what}?`;

export const UNKNOWN_REMINDER_BUTTON =
  'No entendí ese botón. Escríbeme de nuevo qué te recuerdo y a qué hora.';
