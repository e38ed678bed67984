import { medicationLabel as label, readMedicationButton, type Services } from '@vitalia/services';
import { MEDICATION_PURPOSES, type MedicationPurpose } from '@vitalia/domain';
import { clock, text, type Outcome, type Turn } from './turn';

/** What the parser read of a medication in the message. */
export interface MedicationSaid {
  medication?: string;
  medicationPurpose?: MedicationPurpose;
}

/** "Losartán 50 mg y Metformina 850 mg"; three or more with commas. */
export function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}

/**
 * The answers to a medication reminder: "Ya la tomé" records the dose of that reminder (once, however
 * often it is pressed), "Posponer 30 min" sends the reminder again later, and "tomé mi losartán" in free
 * text records a dose of the medication it names.
 */
export function createMedicationTurns({ services }: { services: Services }) {
  const { doses } = services;

  /** The reply to a medication reminder's button, or undefined when the id is not one of them. */
  async function answerButton(turn: Turn, optionId: string): Promise<Outcome | undefined> {
    const userId = turn.account.user_id;
    const pressed = readMedicationButton(optionId);
    if (!pressed) return undefined;
    if (pressed.action === 'taken') {
      const result = await doses.takeFromReminder(userId, pressed.occurrenceId);
      if (result.status === 'not_found')
        return { reply: text(NOT_YOURS), patch: {}, label: 'medication_unknown' };
      return {
        reply: text(
          result.status === 'recorded'
            ? `✅ Anoté tu toma de ${label(result)}. ¡Muy bien! Tomar tu medicamento a sus horas es parte importante de tu control.`
            : `✅ Ya tenía anotada esta toma de ${label(result)}. No la conté dos veces.`,
        ),
        patch: {},
        label: 'medication_taken',
      };
    }
    const result = await doses.snooze(userId, pressed.occurrenceId);
    if (result.status === 'not_found')
      return { reply: text(NOT_YOURS), patch: {}, label: 'medication_unknown' };
    const replies = {
      snoozed: `⏰ Va, te recuerdo tu ${label(result)} a las ${clock(result.at, turn.timeZone)}.`,
      already: `⏰ Ya te lo voy a recordar de nuevo en unos minutos: ${label(result)}.`,
      taken: `✅ Esta toma de ${label(result)} ya está anotada; no hace falta recordártela.`,
    } as const;
    return { reply: text(replies[result.status]), patch: {}, label: 'medication_snoozed' };
  }

  /**
   * "Tomé mi losartán", "ya me tomé la de la presión": a dose of each medication meant (named, by its
   * purpose, or the only one the person has). Two for the same purpose: asks which, recording nothing.
   */
  async function takeFromText(turn: Turn, body: string, parsed: MedicationSaid): Promise<Outcome> {
    const { taken, choices } = await doses.takeFromText(
      turn.account.user_id,
      { text: body, purpose: parsed.medicationPurpose ?? null, named: parsed.medication ?? null },
      turn.inbound.wa_message_id,
    );
    if (choices.length > 0) {
      const purpose = MEDICATION_PURPOSES[parsed.medicationPurpose!].said;
      return {
        reply: text(
          `💊 Para ${purpose} tienes ${listOf(choices.map(label))}. ¿Cuál te tomaste? Escríbeme su nombre, por ejemplo: «tomé ${choices[0]!.nombre}».`,
        ),
        patch: {},
        label: 'medication_taken:which',
      };
    }
    if (taken.length === 0) {
      const name = parsed.medication
        ? `tu ${parsed.medication}`
        : parsed.medicationPurpose
          ? `tu medicamento para ${MEDICATION_PURPOSES[parsed.medicationPurpose].said}`
          : 'tus medicamentos';
      return {
        reply: text(
          `👍 ¡Muy bien! Tomar ${name} a sus horas es parte importante de tu control. Si lo agregas en «Medicamentos» de tu panel, te recuerdo cada toma y llevo la cuenta.`,
        ),
        patch: {},
        label: 'medication_taken',
      };
    }
    return {
      reply: text(
        `✅ Anoté tu toma de ${listOf(taken.map(label))}. ¡Muy bien! Tomar tu medicamento a sus horas es parte importante de tu control.`,
      ),
      patch: {},
      label: 'medication_taken',
    };
  }

  return { answerButton, takeFromText };
}

const NOT_YOURS = 'No encontré ese recordatorio. Escribe «medicamentos» para ver los tuyos.';
