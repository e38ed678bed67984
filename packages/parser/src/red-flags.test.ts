import { describe, expect, it } from 'vitest';
import { findRedFlags } from './red-flags';

const codes = (text: string) => findRedFlags(text).map((flag) => `${flag.code}:${flag.subject}`);

describe('the triage gate reads danger said in words', () => {
  it.each([
    ['mi esposo no se puede despertar', 'unresponsive:other'],
    ['se desmallo mi mama en la cocina', 'fainted:other'],
    ['ablo raro desde la mañana y se me durmio el brazo', 'stroke:self'],
    ['ando bien debil de un lado, no puedo levantar el brazo', 'stroke:self'],
    ['me arde el pechito y estoy sudando', 'chest:self'],
    ['no puedo respirar bien', 'breathing:self'],
    ['mi hijo esta convulsionando', 'seizure:other'],
    ['mi papa esta como ido, no sabe donde esta', 'confusion:other'],
    ['a veces ya no quiero seguir', 'self_harm:self'],
    ['me duele mucho la cabesa y veo borroso', 'headache_vision:self'],
    ['mi nuera esta embarazada y trae 165 con 112', 'pregnancy_pressure:other'],
    ['estoy embarazada, 142 con 92 y veo lucecitas', 'pregnancy_pressure:self'],
  ])('%s', (text, code) => {
    expect(codes(text)).toContain(code);
  });

  it.each([
    'ya no me duele el pecho',
    'no tengo dolor en el pecho ni falta de aire',
    'tengo dolor de cabeza',
    'estoy embarazada y salí en 118 con 76',
    'me salio 140 de azucar',
  ])('no flag in «%s»', (text) => {
    expect(codes(text)).toEqual([]);
  });

  it('asks about safety on the safe side when the words could mean giving up on life', () => {
    expect(codes('ya no quiero seguir con esto')).toEqual(['self_harm:self']);
  });
});
