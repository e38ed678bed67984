import { describe, expect, it } from 'vitest';
import { parseMessage } from './parse-message';
import { foldText } from './symptoms';

describe('symptoms in a message', () => {
  it('finds warning signs and everyday symptoms, with and without a number', () => {
    expect(parseMessage('me duele el pecho y me falta el aire').symptoms).toEqual([
      'chest_pain',
      'breathless',
    ]);
    expect(parseMessage('se me durmio la mitad de la cara').symptoms).toEqual(['stroke_signs']);
    expect(parseMessage('ando con mucha sed y orino mucho').symptoms).toEqual(['thirst', 'urination']);
    expect(parseMessage('me tiemblan las manos').symptoms).toEqual(['tremor']);
    // As older patients write it: "cabesa".
    expect(parseMessage('me duele mucho la cabesa y tengo la presion en 185/122').symptoms).toEqual([
      'headache',
    ]);
  });

  it('does not count a denied symptom', () => {
    expect(parseMessage('no tengo mareo, me siento bien').symptoms).toBeUndefined();
    expect(parseMessage('sin dolor de pecho, presion 130/80').symptoms).toBeUndefined();
  });

  it('reads the one number said with signs of a low or a high as a glucose', () => {
    const parsed = parseMessage('me desperte mareada y sudando frio, me medi y tengo 47');
    expect(parsed.readings).toEqual([expect.objectContaining({ metric: 'glucosa', value: 47 })]);
    expect(parseMessage('tengo 3 hijos').readings).toEqual([]);
  });

  it('tells questions and small talk from messages it does not understand', () => {
    expect(parseMessage('¿puedo comer tortillas?').intent).toBe('question');
    expect(parseMessage('ah ok y cada cuando me la hago').intent).toBe('question');
    expect(parseMessage('👍').intent).toBe('small_talk');
    expect(parseMessage('buenas noches, hasta mañana').intent).toBe('greeting');
    expect(parseMessage('asdfgh').intent).toBe('unknown');
    expect(parseMessage('me salio 140 despues de comer, esta bien?').intents).toEqual([
      'log_reading',
      'question',
    ]);
  });
});

describe('meter words', () => {
  it('reads HI and LO on a glucose meter, and not the pronoun "lo"', () => {
    expect(parseMessage('el glucometro dice HI').meter).toBe('HI');
    expect(parseMessage('dice mayor de 600 el aparato').meter).toBe('HI');
    expect(parseMessage('marca LO y estoy temblando').meter).toBe('LO');
    expect(parseMessage('dice lo en el glucometro').meter).toBe('LO');
    expect(parseMessage('ya lo cheque dos veces').meter).toBeUndefined();
    expect(parseMessage('hi').meter).toBeUndefined();
  });
});

describe('what is not small talk', () => {
  it('leaves invisible characters alone unread', () => {
    expect(parseMessage('\u200b\u200b\u200b').intent).toBe('unknown');
    expect(parseMessage('🙏🙏🙏').intent).toBe('small_talk');
  });
});

describe('foldText', () => {
  // The definition: decompose, drop every diacritic, lowercase. The fast path for common text must agree.
  const byDefinition = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();

  it.each([
    'La azúcar AMANECIÓ en 140',
    'Presión 13/8, ¿está bien?',
    'mi niño tiene 38° de fiebre',
    'PESO 82,5 KG ÜBER',
    'glucosa 120^ y `ok`',
    'me salió 250 😟🙏',
    'ÀÈÌÒÙ âêîôû äëïöü ãõç ÇÃ',
    'İstanbul ǅ Ǆ ﬁ',
  ])('folds %j as the Unicode definition does', (text) => {
    expect(foldText(text)).toBe(byDefinition(text));
  });
});
