import { describe, expect, it } from 'vitest';
import { parseMessage } from './parse-message';

const values = (text: string) =>
  parseMessage(text).readings.map((reading) =>
    'systolic' in reading ? `${reading.systolic}/${reading.diastolic}` : `${reading.metric} ${reading.value}`,
  );

describe('values asked about', () => {
  it.each([
    '¿130 es normal?',
    '¿está bien 140?',
    '120/80 es buena presion?',
    'es normal 150 en ayunas',
    'que tan grave es 300 de azucar',
    '¿qué hago si mi glucosa baja de 70?',
    'a partir de cuanto es presion alta? 140/90?',
    'y si tengo 140 de asucar eso es diabetes?',
    '¿si me sale 250 que hago?',
  ])('%s stores nothing', (text) => {
    expect(parseMessage(text).readings).toEqual([]);
  });

  it('stores a value that was measured, even in a question', () => {
    expect(values('hoy me salió 160 en ayunas, ¿es normal?')).toEqual(['glucosa 160']);
    expect(values('me salio 200 de azucar es mucho?')).toEqual(['glucosa 200']);
    expect(values('¿mi presión 130/80 está bien?')).toEqual(['130/80']);
    expect(values('¿cuánto es normal? yo tengo 130')).toEqual(['glucosa 130']);
    expect(values('si me salio 140 hoy en ayunas')).toEqual(['glucosa 140']);
  });

  it('hears WhatsApp shorthand for the question words', () => {
    expect(parseMessage('q comida me recomienda para la cena').intents).toContain('question');
    expect(parseMessage('xq me sube en la mañana').intents).toContain('question');
  });

  it('hears a question asked as a wish to know, without a question mark', () => {
    expect(parseMessage('quiero saber si el mango sube el azucar').intents).toContain('question');
    expect(parseMessage('Quisiera saber cada cuánto me mido').intents).toContain('question');
  });
});

describe('corrections', () => {
  it.each([
    ['no, era 140 no 104', ['glucosa 140']],
    ['no era 140, era 104', ['glucosa 104']],
    ['no 140 sino 114', ['glucosa 114']],
    ['perdón, 104', ['glucosa 104']],
    ['fue 180 perdon 118', ['glucosa 118']],
    ['corrijo: glucosa 118 no 181', ['glucosa 118']],
    ['presion 150/90 perdon 130/90', ['130/90']],
  ])('%s keeps the corrected value', (text, expected) => {
    expect(values(text)).toEqual(expected);
  });

  it('keeps a value after a bare "no" when nothing else is given', () => {
    expect(values('no 118')).toEqual(['glucosa 118']);
  });
});

describe('incomplete blood pressure', () => {
  it('asks for the other value instead of storing half a pressure', () => {
    const result = parseMessage('presión 120');
    expect(result.readings).toEqual([]);
    expect(result.implausible).toEqual([
      { metric: 'presion', value: 120, unit: 'mmHg', reason: 'incomplete', missing: 'diastolic' },
    ]);
    expect(result.intent).toBe('confirm_value');
  });

  it('reads one named half and keeps the other readings', () => {
    expect(parseMessage('sistolica 130').implausible[0]).toMatchObject({ reason: 'incomplete', value: 130 });
    const result = parseMessage('presion 135 y pulso 80');
    expect(values('presion 135 y pulso 80')).toEqual(['frecuencia_cardiaca 80']);
    expect(result.implausible).toHaveLength(1);
    expect(parseMessage('azucar alta 250').implausible).toEqual([]);
  });
});

describe('spoken and listed values', () => {
  it('reads decimals said in words', () => {
    expect(values('setenta y dos kilos y medio')).toEqual(['peso 72.5']);
    expect(values('treinta y siete punto cinco de temperatura')).toEqual(['temperatura 37.5']);
    expect(values('ochenta y dos kilos con trescientos gramos')).toEqual(['peso 82.3']);
  });

  it('continues the metric of a reading bound by a unit or a meal word', () => {
    expect(values('a las 7 am 110 de glucosa y a las 10 de la noche 145')).toEqual([
      'glucosa 110',
      'glucosa 145',
    ]);
    expect(values('en ayunas 110 y en la noche 150')).toEqual(['glucosa 110', 'glucosa 150']);
  });

  it('reads several bare values separated by words, and meals named alone', () => {
    expect(values('ayer 145 hoy 128')).toEqual(['glucosa 145', 'glucosa 128']);
    expect(values('desayuno 140 comida 170 cena 160')).toEqual(['glucosa 140', 'glucosa 170', 'glucosa 160']);
  });

  it('does not read ranges, goals or date headings as readings', () => {
    expect(values('anda de 120 a 130')).toEqual([]);
    expect(values('mi meta es bajar a 70 kilos')).toEqual([]);
    expect(values('15/10 glucosa 118')).toEqual(['glucosa 118']);
    expect(values('12/8 pulso 68')).toEqual(['120/80', 'frecuencia_cardiaca 68']);
  });
});
