import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { realWordsModule, realWordsNotCorrected, spanishDictionary } from '../scripts/real-words';
import { parseMessage } from '../src';

describe('real Spanish words are not typos', () => {
  it('the generated list is current with the lexicon (else run scripts/real-words.ts)', () => {
    const written = readFileSync(new URL('../src/lexicon/real-words.ts', import.meta.url), 'utf8');
    expect(written).toBe(realWordsModule(realWordsNotCorrected(spanishDictionary())));
  }, 60_000);

  it('a story about a posada is not a weight, and prison is not pressure', () => {
    const posada = parseMessage('ayer fuimos a la posada de mi comadre y hoy me medí y salió 187 en ayunas');
    expect(posada.readings).toEqual([expect.objectContaining({ metric: 'glucosa', value: 187 })]);
    expect(parseMessage('mi hijo salió de la prisión, 130').readings).not.toContainEqual(
      expect.objectContaining({ metric: 'presion' }),
    );
  });

  it('typos and endings of the lexicon still read: glucoza, precion, pulzo, en ayuna, azúcares', () => {
    expect(parseMessage('glucoza 130').readings[0]).toMatchObject({ metric: 'glucosa', value: 130 });
    expect(parseMessage('precion 120/80').readings[0]).toMatchObject({ metric: 'presion' });
    expect(parseMessage('pulzo 70').readings[0]).toMatchObject({ metric: 'frecuencia_cardiaca' });
    expect(parseMessage('mi azucar en ayuna 120').readings[0]).toMatchObject({ context: 'ayunas' });
    expect(parseMessage('los azucares me salieron de 140').readings[0]).toMatchObject({ metric: 'glucosa' });
  });
});
