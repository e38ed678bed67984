/** Doses said in the chat and the answers to a medication reminder's buttons. */

export const doseRecorded = (names: string) =>
  `✅ Anoté tu toma de ${names}. ¡Muy bien! Tomar tu medicamento a sus horas es parte importante de tu control.`;

export const doseAlreadyRecorded = (name: string) =>
  `✅ Ya tenía anotada esta toma de ${name}. No la conté dos veces.`;

export const doseSnoozed = {
  snoozed: (name: string, at: string) => `⏰ Va, te recuerdo tu ${name} a las ${at}.`,
  already: (name: string) => `⏰ Ya te lo voy a recordar de nuevo en unos minutos: ${name}.`,
  taken: (name: string) => `✅ Esta toma de ${name} ya está anotada; no hace falta recordártela.`,
} as const;

export const whichDoseForPurpose = (purpose: string, names: string, example: string) =>
  `💊 Para ${purpose} tienes ${names}. ¿Cuál te tomaste? Escríbeme su nombre, por ejemplo: «tomé ${example}».`;

/** "tu losartán", "tu medicamento para la presión", "tus medicamentos". */
export const medicationMeant = (named: string | undefined, purpose: string | undefined) =>
  named ? `tu ${named}` : purpose ? `tu medicamento para ${purpose}` : 'tus medicamentos';

export const doseNotTracked = (meant: string) =>
  `👍 ¡Muy bien! Tomar ${meant} a sus horas es parte importante de tu control. Si lo agregas en «Medicamentos» de tu panel, te recuerdo cada toma y llevo la cuenta.`;

export const REMINDER_NOT_YOURS = 'No encontré ese recordatorio. Escribe «medicamentos» para ver los tuyos.';
