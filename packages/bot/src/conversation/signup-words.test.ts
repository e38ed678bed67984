import { describe, expect, it } from 'vitest';
import { consentAnswerOf, isCourtesy, offeredNameOf, readFirstName, SIGNUP_OPTIONS } from './signup-words';

const typed = (body: string) => ({ kind: 'text', body });

describe('consent in the chat', () => {
  it('reads the buttons and typed answers, any case and accents', () => {
    expect(consentAnswerOf({ kind: 'interactive', body: SIGNUP_OPTIONS.accept })).toBe('yes');
    expect(consentAnswerOf({ kind: 'interactive', body: SIGNUP_OPTIONS.decline })).toBe('no');
    for (const yes of ['Acepto', 'sí', 'SI', 'Sí acepto!', 'de acuerdo', 'Ok', 'claro que sí'])
      expect(consentAnswerOf(typed(yes)), yes).toBe('yes');
    for (const no of ['No', 'no acepto', 'NO GRACIAS', 'no quiero', 'Mejor no'])
      expect(consentAnswerOf(typed(no)), no).toBe('no');
    for (const other of ['hola', 'me salió 140', 'sí, me salió 140', 'qué es esto'])
      expect(consentAnswerOf(typed(other)), other).toBeNull();
  });

  it('after a refusal takes only an explicit «acepto»', () => {
    expect(consentAnswerOf(typed('acepto'), { strict: true })).toBe('yes');
    expect(consentAnswerOf(typed('ya acepto'), { strict: true })).toBe('yes');
    expect(consentAnswerOf(typed('sí'), { strict: true })).toBeNull();
    expect(consentAnswerOf(typed('ok'), { strict: true })).toBeNull();
    expect(consentAnswerOf(typed('no acepto'), { strict: true })).toBe('no');
    // Said inside a longer message, after thinking it over.
    expect(consentAnswerOf(typed('ok ya lo pense bien si quiero, como le ago'), { strict: true })).toBe(
      'yes',
    );
    expect(consentAnswerOf(typed('la verdad no quiero, si acaso luego'), { strict: true })).toBeNull();
  });

  it('tells a thanks or an ok from a new conversation', () => {
    expect(isCourtesy('Gracias!')).toBe(true);
    expect(isCourtesy('ok')).toBe(true);
    expect(isCourtesy('👍')).toBe(true);
    expect(isCourtesy('hola')).toBe(false);
    expect(isCourtesy('glucosa 140')).toBe(false);
  });
});

describe('a first name typed in the chat', () => {
  it('takes letters in any alphabet, with accents, dots and hyphens, and drops «me llamo»', () => {
    expect(readFirstName('Ana')).toEqual({ name: 'Ana' });
    expect(readFirstName('me llamo maría de la luz')).toEqual({ name: 'María de la Luz' });
    expect(readFirstName('Soy JOSÉ LUIS.')).toEqual({ name: 'José Luis' });
    expect(readFirstName('Ma. Guadalupe')).toEqual({ name: 'Ma. Guadalupe' });
    expect(readFirstName('Jean-Pierre')).toEqual({ name: 'Jean-Pierre' });
    expect(readFirstName('Noé 😊')).toEqual({ name: 'Noé' });
    expect(readFirstName('McDonald')).toEqual({ name: 'McDonald' });
    // Names that begin like a question word or a short word are still names.
    expect(readFirstName('queta')).toEqual({ name: 'Queta' });
    expect(readFirstName('Cuauhtémoc')).toEqual({ name: 'Cuauhtémoc' });
    expect(readFirstName('Esperanza')).toEqual({ name: 'Esperanza' });
    expect(readFirstName('luz maría')).toEqual({ name: 'Luz María' });
  });

  it('takes the name she asks to be called by, not the whole sentence (play-throughs 3 and 4)', () => {
    expect(readFirstName('teresa pero digame tere tere')).toEqual({ name: 'Tere' });
    expect(readFirstName('Maria del Refugio Pero Todos Me Dicen Cuquita Asi Digame')).toEqual({
      name: 'Cuquita',
    });
  });

  it('tells a question or a sentence from a name: a question she asks instead is answered later', () => {
    const problems: Array<[string, string]> = [
      ['que puedo desayunar', 'question'],
      ['¿Qué puedo comer en la cena?', 'question'],
      ['puedo comer tortillas', 'question'],
      ['Quiero saber si el mango sube el azúcar', 'question'],
      ['me duele la cabeza', 'not_a_name'],
      ['mi esposo tiene la presión alta', 'not_a_name'],
      ['¿cómo?', 'not_a_name'],
    ];
    expect(problems.map(([text]) => [text, (readFirstName(text) as { problem?: string }).problem])).toEqual(
      problems,
    );
  });

  it('asks again for a number, a «no», or what answers something else', () => {
    expect(readFirstName('140')).toEqual({ problem: 'number' });
    expect(readFirstName('glucosa 140')).toEqual({ problem: 'number' });
    expect(readFirstName('no')).toEqual({ problem: 'refused' });
    expect(readFirstName('No quiero dar mi nombre')).toEqual({ problem: 'refused' });
    expect(readFirstName('hola')).toEqual({ problem: 'not_a_name' });
    expect(readFirstName('sí')).toEqual({ problem: 'not_a_name' });
    expect(readFirstName('¿para qué?')).toEqual({ problem: 'not_a_name' });
    expect(readFirstName('a'.repeat(61))).toEqual({ problem: 'not_a_name' });
    expect(readFirstName('a'.repeat(60))).toEqual({ name: 'A' + 'a'.repeat(59) });
  });

  it('offers the WhatsApp profile name when it reads as a name, as much as fits on a button', () => {
    expect(offeredNameOf('Carmen 🌸')).toBe('Carmen');
    expect(offeredNameOf('María Guadalupe Hernández')).toBe('María Guadalupe');
    expect(offeredNameOf('+52 55 1234 5678')).toBeNull();
    expect(offeredNameOf('')).toBeNull();
    expect(offeredNameOf(null)).toBeNull();
    expect(offeredNameOf('Maximilianoalejandros Ruiz')).toBeNull();
  });
});
