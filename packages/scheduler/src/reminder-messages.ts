import {
  medicationLabel,
  medicationReminderButtons,
  type OutboundMessage,
  type ProactiveInput,
} from '@vitalia/services';

const READING_WORDS: Record<string, { template: string; morning: string; later: string }> = {
  glucosa: {
    template: 'glucosa',
    morning: '⏰ ¿Cómo amaneció tu glucosa? Escríbeme el valor cuando lo tengas, por ejemplo «110».',
    later: '⏰ Es hora de medir tu glucosa. Escríbeme el valor cuando lo tengas, por ejemplo «110».',
  },
  presion: {
    template: 'presión',
    morning:
      '⏰ Buenos días, es hora de tomarte la presión. Escríbeme los dos valores, por ejemplo «130/80».',
    later: '⏰ Es hora de tomarte la presión. Escríbeme los dos valores, por ejemplo «130/80».',
  },
  peso: {
    template: 'peso',
    morning: '⏰ Buenos días, es hora de pesarte. Escríbeme tu peso en kilos, por ejemplo «72.5».',
    later: '⏰ Es hora de pesarte. Escríbeme tu peso en kilos, por ejemplo «72.5».',
  },
};

/**
 * What a measurement reminder asks about: its metric, and for the morning glucose reminder ("¿Cómo amaneció
 * tu glucosa?") the fasting context, so a bare "138" in answer is a fasting glucose.
 */
export function reminderQuestion(metric: string, localHour: number): { metric: string; context?: 'ayunas' } {
  return metric === 'glucosa' && localHour < MORNING_ENDS_AT ? { metric, context: 'ayunas' } : { metric };
}

/** Reminders before this local hour say good morning (and the glucose one asks how it woke up). */
const MORNING_ENDS_AT = 12;

/** A measurement reminder: free text inside the 24-hour window, `vitalia_recordatorio_lectura` outside. */
export function readingReminder(metric: string, localHour: number, dedupeKey: string): ProactiveInput {
  const words = READING_WORDS[metric] ?? READING_WORDS.glucosa!;
  return {
    dedupeKey,
    message: { type: 'text', text: localHour < MORNING_ENDS_AT ? words.morning : words.later },
    template: 'readingReminder',
    templateParams: [words.template],
  };
}

/**
 * A medication reminder with the buttons "Ya la tomé" and "Posponer 30 min"; outside the window its
 * template carries the same two buttons, so a press records the dose of this very reminder.
 */
export function medicationReminder(
  occurrenceId: number,
  nombre: string,
  dosis: string | null,
  dedupeKey: string,
  repeated: boolean,
): ProactiveInput {
  const buttons = medicationReminderButtons(occurrenceId);
  const label = medicationLabel({ nombre, dosis });
  const message: OutboundMessage = {
    type: 'buttons',
    text: repeated
      ? `💊 Te lo recuerdo de nuevo: es hora de tu ${label}. ¿Ya la tomaste?`
      : `💊 Es hora de tu medicamento: ${label}. ¿Ya la tomaste?`,
    buttons,
  };
  return {
    dedupeKey,
    message,
    template: 'medicationReminder',
    templateParams: [label],
    templateButtons: buttons,
  };
}

/** The weekly report: the whole text inside the window, its first lines in the template outside it. */
export function weeklyReportMessage(text: string, dedupeKey: string): ProactiveInput {
  const [title = '', ...rest] = text.split('\n');
  return {
    dedupeKey,
    message: { type: 'text', text },
    template: 'weeklyReport',
    templateParams: [[title.replace(/^\p{Extended_Pictographic}\uFE0F?\s*/u, ''), ...rest].join(' ')],
  };
}
