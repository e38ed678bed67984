import type { ButtonOption } from '@vitalia/services';
import { nextStepLine, urgentLine } from './parts';

/** A pressure crisis asked about symptoms, and the follow-up of a crisis value ("¿Cómo te sientes ahora?"). */

export const CRISIS_SYMPTOM_BUTTONS = {
  signs: { id: 'crisis:con_sintomas', title: 'Sí, tengo síntomas' },
  none: { id: 'crisis:sin_sintomas', title: 'No tengo síntomas' },
} as const satisfies Record<string, ButtonOption>;

export const ANY_SYMPTOMS_NOW = '¿Tienes ahora alguno de esos síntomas?';

export const HOW_ARE_YOU = '¿Cómo te sientes ahora?';

/** Advice after a crisis question: 🚨 with symptoms, 👉 without. */
export const crisisAdvice = (withSigns: boolean, advice: string) =>
  (withSigns ? urgentLine : nextStepLine)(advice);

export const caregiversToldOfHelp = (told: number) =>
  `Ya les avisé a ${told === 1 ? 'tu contacto' : `tus ${told} contactos`} que necesitas ayuda.`;
