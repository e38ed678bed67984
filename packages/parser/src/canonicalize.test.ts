import { describe, expect, it } from 'vitest';
import { canonicalizeWord, computeEditDistance, computePhoneticKey } from './canonicalize';

describe('canonicalizeWord', () => {
  it.each([
    ['glucoza', 'glucosa'],
    ['asucar', 'azucar'],
    ['azucal', 'azucar'],
    ['precion', 'presion'],
    ['presiom', 'presion'],
    ['prsion', 'presion'],
    ['destroxtis', 'dextrostix'],
    ['dextrostis', 'dextrostis'],
    ['pulzo', 'pulso'],
    ['pezo', 'peso'],
    ['glusemia', 'glucemia'],
    ['vaumanometro', 'baumanometro'],
    ['saturasion', 'saturacion'],
    ['metformin', 'metformina'],
  ])('%s → %s', (typed, canonical) => {
    expect(canonicalizeWord(typed).text).toBe(canonical);
  });

  it('leaves short words that only look alike', () => {
    expect(canonicalizeWord('paso').info).toBeNull();
    expect(canonicalizeWord('mandes').text).toBe('mandes');
  });

  it('knows the metric a word names', () => {
    expect(canonicalizeWord('glucometro').info?.metric).toBe('glucosa');
    expect(canonicalizeWord('tension').info?.metric).toBe('presion');
  });
});

describe('phonetic key and edit distance', () => {
  it('spells alike what sounds alike in Mexican Spanish', () => {
    expect(computePhoneticKey('azucar')).toBe(computePhoneticKey('asucar'));
    expect(computePhoneticKey('precion')).toBe(computePhoneticKey('presion'));
  });

  it('counts an adjacent swap as one edit', () => {
    expect(computeEditDistance('gluocsa', 'glucosa', 2)).toBe(1);
  });
});
