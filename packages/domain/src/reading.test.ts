import { describe, expect, it } from 'vitest';
import { READING_CONTEXTS, readReadingContext } from './reading';

describe('a reading context given as text', () => {
  it('reads each key as itself', () => {
    for (const key of READING_CONTEXTS) expect(readReadingContext(key)).toBe(key);
  });

  it('reads the Spanish phrase in any case, with or without accents, spaces or underscores', () => {
    expect(readReadingContext('Después de comer')).toBe('despues_de_comer');
    expect(readReadingContext('despues de comer')).toBe('despues_de_comer');
    expect(readReadingContext('En ayunas')).toBe('ayunas');
    expect(readReadingContext('EN_AYUNAS')).toBe('ayunas');
    expect(readReadingContext('ANTES_DE_DORMIR')).toBe('antes_de_dormir');
    expect(readReadingContext('  antes   de comer ')).toBe('antes_de_comer');
    expect(readReadingContext('Después de hacer ejercicio')).toBe('despues_de_ejercicio');
    expect(readReadingContext('después de ejercicio')).toBe('despues_de_ejercicio');
    expect(readReadingContext('En reposo')).toBe('en_reposo');
  });

  it('names nothing for any other text', () => {
    for (const text of ['', 'cenando', 'comiendo', 'ayuna', 'despues', 'antes de', 'en_ayunas_']) {
      expect(readReadingContext(text), text).toBeNull();
    }
  });
});
