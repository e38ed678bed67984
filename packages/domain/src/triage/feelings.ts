import type { SourceId } from '../sources';

/**
 * Feelings people with diabetes or high blood pressure tell the bot (CONTRACTS.md section 6, "Distress"):
 * diabetes distress and low mood are common and can be treated (ADA Standards of Care, section 5,
 * psychosocial care). The reply names the feeling first, says it is common and can be treated, and offers
 * help; it never asks for a reading first. Thoughts of suicide are a red flag (red-flags.ts), not this.
 */
export type FeelingCode = 'sad' | 'lonely' | 'tired_of_it' | 'afraid' | 'angry';

export interface Feeling {
  code: FeelingCode;
  /** How the reply names it, after "Entiendo que te sientas …". */
  named: string;
  /** Folded stems people write it with. */
  words: readonly string[];
  source: SourceId;
}

export const FEELINGS: readonly Feeling[] = [
  {
    code: 'tired_of_it',
    named: 'cansada(o) de todo esto',
    words: [
      'ya no puedo con esto',
      'ya no puedo mas',
      'no puedo con esto',
      'estoy harta',
      'estoy harto',
      'ya me harte',
      'cansada de pincharme',
      'cansado de pincharme',
      'cansada de todo',
      'cansado de todo',
      'cansada de esto',
      'cansado de esto',
      'ya me canse',
      'ya no aguanto',
      'me da flojera medirme',
      'para que me mido',
      'de que sirve',
      'ya no puedo',
      'no doy mas',
      'ya no doy mas',
      'estoy agotada',
      'estoy agotado',
      'me siento agotada',
      'me siento agotado',
      'abrumada',
      'abrumado',
      'rebasada',
      'rebasado',
    ],
    source: 'ada-soc-5-psychosocial',
  },
  {
    code: 'sad',
    named: 'triste',
    words: [
      'triste',
      'tristeza',
      'deprimid',
      'depre',
      'sin ganas de nada',
      'ganas de llorar',
      'llorando',
      'lloro',
    ],
    source: 'ada-soc-5-psychosocial',
  },
  {
    code: 'lonely',
    named: 'sola(o)',
    words: [
      'me siento sola',
      'me siento solo',
      'estoy sola',
      'estoy solo',
      'muy sola',
      'muy solo',
      'soledad',
    ],
    source: 'ada-soc-5-psychosocial',
  },
  {
    code: 'afraid',
    named: 'con miedo o preocupada(o)',
    words: [
      'miedo',
      'asustad',
      'preocupad',
      'angustiad',
      'angustia',
      'nerviosa',
      'nervioso',
      'ansiedad',
      'ansiosa',
      'ansioso',
    ],
    source: 'ada-soc-5-psychosocial',
  },
  {
    code: 'angry',
    named: 'enojada(o) o frustrada(o)',
    words: ['enojad', 'coraje', 'frustrad', 'desesperad', 'muina'],
    source: 'ada-soc-5-psychosocial',
  },
];
