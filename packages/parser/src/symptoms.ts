import type { SymptomCode } from '@vitalia/domain';
import { foldText } from './fold';

export { foldText };

/**
 * Symptoms said in a message, with or without a reading ("me tiemblan las manos", "mucha sed y orino
 * mucho", "me duele el pecho"), as stable codes the domain judges (packages/domain/src/symptoms.ts). Read on
 * the folded text (lowercase, no accents) with one pattern per symptom; a symptom denied just before
 * ("no me duele el pecho", "sin mareo") is not counted.
 */
const PATTERNS: ReadonlyArray<readonly [SymptomCode, RegExp]> = [
  [
    'chest_pain',
    /(dolor|duele|aprieta|opresion|presion|punzada)\w* (en |de |del )?(el )?pecho|pecho .{0,25}(duele|aprieta)/,
  ],
  [
    'breathless',
    /falta (el |de )?aire|no (puedo|puede|podia) respirar|me ahogo|se ahoga|cuesta (mucho )?respirar|respira\w* (muy )?(rapido|agitad)/,
  ],
  [
    'stroke_signs',
    /(se me|se le) (durmio|adormecio|torcio|cayo|paralizo) .{0,20}(cara|boca|brazo|pierna|mitad|lado)|no (puedo|pudo|puede|podia) hablar|(habla|hablo|hablr|hablar) (bien )?(raro|mocho|trabad|chistoso)|no pudo? hablr|boca (chueca|torcida|de lado)|(brazo|pierna) .{0,25}(dormid|no (lo|la|los|las) siento)/,
  ],
  [
    'confusion',
    /no (me |nos )?contesta|no despierta|desmay|perdio el conocimiento|como ida\b|como perdid|confundid|confusion|no se ni (que|en que) (hora|dia)|convulsi|no reacciona/,
  ],
  [
    'worst_headache',
    /(peor|horrible|insoportable) .{0,25}(dolor de cabe[sz]a|de mi vida)|dolor de cabe[sz]a .{0,30}(peor|horrible|insoportable)/,
  ],
  ['vomiting', /vomit|volvi el estomago|guacar/],
  [
    'abdominal_pain',
    /dolor de (estomago|panza|barriga)|boca del estomago|duele (el estomago|la panza|la barriga)/,
  ],
  ['fruity_breath', /aliento .{0,25}(manzana|fruta|dulce)|huele .{0,20}(manzana|fruta)/],
  ['tremor', /tembl|tiembl/],
  ['sweating', /\bsud(o|ando|ada|ado|or|e)\b|sudor|sudando/],
  ['dizziness', /mare(o|ad|a\b)|se me va el mundo|todo me da vueltas/],
  [
    'dizzy_on_standing',
    /(me |al )(levant\w*|par[oae]\w*) .{0,35}(mare|nubl|vueltas|negro)|(mare\w*|nubl\w*|vueltas) .{0,25}al (levantar|parar)\w*/,
  ],
  ['hunger', /mucha hambre|hambre (de repente|rara)/],
  ['palpitations', /corazon .{0,25}(acelerad|rapido|late|brinca)|palpitac|taquicard/],
  ['thirst', /mucha sed|\bsed\b|boca seca/],
  ['urination', /\borin(o|ar|ando)\b|orinando|hago (mucha )?pipi|mucho al bano/],
  ['blurred_vision', /borros|veo (mal|nublado|doble)|vista nublada/],
  ['fatigue', /cansad|cansancio|fatiga|sin fuerzas|debil\b|debilidad/],
  ['headache', /dolor de (cabe[sz]a|nuca)|duele (mucho |bien )?(la )?(cabe[sz]a|nuca)|jaqueca|migrana/],
  ['tinnitus', /zumbid|silbido en (los|el) oido|pitido en (los|el) oido/],
  ['nosebleed', /sangr\w* (de |por )?(la )?nariz/],
  [
    'foot_wound',
    /(herid|cortad|raspon|ulcera|llaguita)\w* .{0,30}(pie|dedo|talon)|(pie|dedo|talon) .{0,40}(herid|llaga|ampolla|ulcera|no (me |se me )?(sana|cierra)|morad|negr)|llaga|una (encarnada|enterrada)/,
  ],
  ['tingling', /hormigue|entumid|calambres en (los )?pies|adormecid\w* (los )?(pies|manos)/],
  ['swelling', /hinch/],
  ['nausea', /nause|\basco\b|ganas de vomitar/],
];

/** A denial close before a match: "no tengo mareo", "sin dolor de pecho", "ni sed", "ya se me quitó lo tembloroso". */
const DENIED = /(\bno|\bsin|\bni|\bnada de|\bse me quito|\bse le quito)( \w+){0,2} ?$/;

/** Any symptom at all: one pass that most messages (readings alone) fail, before the pattern per symptom. */
const ANY_SYMPTOM = new RegExp(PATTERNS.map(([, pattern]) => `(?:${pattern.source})`).join('|'));

export function findSymptoms(folded: string): SymptomCode[] {
  const found: SymptomCode[] = [];
  if (!ANY_SYMPTOM.test(folded)) return found;
  for (const [code, pattern] of PATTERNS) {
    const match = pattern.exec(folded);
    if (!match) continue;
    if (DENIED.test(folded.slice(Math.max(0, match.index - 16), match.index))) continue;
    found.push(code);
  }
  return found;
}

const GLUCOSE_SIGNS: ReadonlySet<SymptomCode> = new Set([
  'tremor',
  'sweating',
  'hunger',
  'thirst',
  'urination',
  'confusion',
  'vomiting',
  'fruity_breath',
]);

/**
 * Dizziness is left out of GLUCOSE_SIGNS: it goes with a pressure as often as with a glucose.
 * The metric a message's symptoms point to, for a single number said with them and no metric word
 * ("me temblaba todo, me medí y tengo 47"): glucose only (one number is never a whole blood pressure).
 */
export function metricSuggestedBy(symptoms: readonly SymptomCode[]): string | undefined {
  return symptoms.some((code) => GLUCOSE_SIGNS.has(code)) ? 'glucosa' : undefined;
}
