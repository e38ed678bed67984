import { describe, expect, it } from 'vitest';
import { parseMessage } from './parse-message';
import { readReminderRequest } from './reminder-request';

describe('a reminder asked for in the chat', () => {
  it('reads the medication, by name, by purpose or as "la pastilla"', () => {
    expect(readReminderRequest('recuérdame la pastilla a las 10 de la noche')).toEqual({
      about: { kind: 'medication', name: null, purpose: null },
      times: ['22:00'],
      weekday: null,
    });
    expect(readReminderRequest('recuerdame la de la presion a las 8 de la mañana')?.about).toEqual({
      kind: 'medication',
      name: null,
      purpose: 'presion',
    });
    expect(readReminderRequest('recuérdame la insulina a las 10 en la noche')).toMatchObject({
      about: { kind: 'medication', name: 'insulina' },
      times: ['22:00'],
    });
    expect(readReminderRequest('recuerdame a las 12 del dia la del colesterol')).toMatchObject({
      about: { purpose: 'colesterol' },
      times: ['12:00'],
    });
  });

  it('reads a measurement reminder and its weekday', () => {
    expect(readReminderRequest('recuérdame medirme el azucar los lunes a las 7 de la mañana')).toEqual({
      about: { kind: 'measurement', metric: 'glucosa' },
      times: ['07:00'],
      weekday: 0,
    });
    expect(readReminderRequest('ponme un recordatorio para pesarme los domingos a las 8:30 am')).toEqual({
      about: { kind: 'measurement', metric: 'peso' },
      times: ['08:30'],
      weekday: 6,
    });
    // "tomarme la presión" measures it; "tomar la de la presión" takes a medication.
    expect(readReminderRequest('recuérdame tomarme la presión a las 20 hrs')?.about).toEqual({
      kind: 'measurement',
      metric: 'presion',
    });
    expect(readReminderRequest('recuérdame tomar la de la presión a las 20 hrs')?.about).toMatchObject({
      kind: 'medication',
      purpose: 'presion',
    });
  });

  it('gives both halves of the day when only the hour is said', () => {
    expect(readReminderRequest('recuérdame tomar la metformina todos los dias a las 9')?.times).toEqual([
      '09:00',
      '21:00',
    ]);
    expect(readReminderRequest('recuérdame la pastilla a las 7 y media')?.times).toEqual(['07:30', '19:30']);
    expect(readReminderRequest('recuérdame la pastilla a las 12')?.times).toEqual(['00:00', '12:00']);
    expect(readReminderRequest('recordarme mi medicina a las 9 p.m.')?.times).toEqual(['21:00']);
    expect(readReminderRequest('recuerdame la metformina a las 7am')?.times).toEqual(['07:00']);
    expect(readReminderRequest('recuérdame la pastilla')?.times).toEqual([]);
    // A fasting measurement is a morning one.
    expect(readReminderRequest('avisame mañana a las 7 para medirme el azucar en ayunas')?.times).toEqual([
      '07:00',
    ]);
    expect(readReminderRequest('recuérdame la pastilla a las 25')?.times).toEqual([]);
  });

  it('is not a request when nothing asks to be reminded', () => {
    expect(readReminderRequest('mis recordatorios')).toBeNull();
    expect(readReminderRequest('me tomé la pastilla a las 10')).toBeNull();
    expect(readReminderRequest('glucosa 140 a las 7 de la mañana')).toBeNull();
  });
});

describe('a medication taken, named by what it is for', () => {
  it.each([
    ['ya me tome la del asucar', 'azucar'],
    ['ya me tome la pastilla de la presion', 'presion'],
    ['ya me tomé la de la diabetes', 'azucar'],
    ['ya me tomé la del colesterol', 'colesterol'],
  ])('"%s" → %s', (message, purpose) => {
    const parsed = parseMessage(message);
    expect(parsed.intent).toBe('medication_taken');
    expect(parsed.medicationPurpose).toBe(purpose);
  });

  it('is a measurement, not a dose, when no "de" says what it is for', () => {
    expect(parseMessage('me tome la presion').intents).not.toContain('medication_taken');
    expect(parseMessage('me tome la presion y salio 130/80').readings).toHaveLength(1);
    expect(parseMessage('tome la metformina')).toMatchObject({ medication: 'metformina' });
    expect(parseMessage('tome la metformina').medicationPurpose).toBeUndefined();
  });
});
