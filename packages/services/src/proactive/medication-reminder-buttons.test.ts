import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '../chat/whatsapp-policy';
import {
  MEDICATION_BUTTON_TITLES,
  medicationButtonId,
  medicationLabel,
  medicationReminderButtons,
  readMedicationButton,
} from './medication-reminder-buttons';

describe('medication reminder buttons', () => {
  it('keep the ids reminders already delivered carry', () => {
    expect(medicationReminderButtons(4217)).toEqual([
      { id: 'med:taken:4217', title: 'Ya la tomé' },
      { id: 'med:snooze:4217', title: 'Posponer 30 min' },
    ]);
  });

  it('are read back from the ids they were built with', () => {
    expect(readMedicationButton(medicationButtonId('taken', 12))).toEqual({
      action: 'taken',
      occurrenceId: 12,
    });
    expect(readMedicationButton(medicationButtonId('snooze', 987654321))).toEqual({
      action: 'snooze',
      occurrenceId: 987654321,
    });
  });

  it('do not read ids that are not theirs or numbers no occurrence can have', () => {
    for (const id of [
      'med:taken:',
      'med:taken:-1',
      'med:taken:1e3',
      'med:taken:1234567890123456',
      'med:later:3',
      'xmed:taken:3',
      'med:taken:3 ',
      'menu',
    ]) {
      expect(readMedicationButton(id), id).toBeUndefined();
    }
    // 0 is read (and then found by no one): the bot answers that the reminder is unknown.
    expect(readMedicationButton('med:taken:0')).toEqual({ action: 'taken', occurrenceId: 0 });
  });

  it('carry the titles of the approved template, in its order', () => {
    expect(TEMPLATES.medicationReminder.buttons).toEqual([
      MEDICATION_BUTTON_TITLES.taken,
      MEDICATION_BUTTON_TITLES.snooze,
    ]);
  });

  it('name a medication with its dose when it has one', () => {
    expect(medicationLabel({ nombre: 'Losartán', dosis: '50 mg' })).toBe('Losartán (50 mg)');
    expect(medicationLabel({ nombre: 'Metformina', dosis: null })).toBe('Metformina');
  });
});
