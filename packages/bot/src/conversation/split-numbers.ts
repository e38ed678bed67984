import { NUMBER_WORDS } from '@vitalia/parser';

/** "1 40" → 140, "ciento 40" → 140, "dos cientos 10" → 210: numbers voice-to-text split in two. */
const SPLIT_PATTERNS: ReadonlyArray<[RegExp, (match: RegExpExecArray) => string]> = [
  // "1 3 0": each digit said alone.
  [/(?<![\d:./])\b([1-3]) (\d) (\d)\b(?![:./]\d)/, (m) => `${m[1]}${m[2]}${m[3]}`],
  [/(?<![\d:./])\b([1-3]) (\d{2})\b(?![:./]\d)/, (m) => `${m[1]}${m[2]}`],
  // "la glucosa 9 5", "pulso 7 2": two digits right after what they measure.
  [
    /(?<=\b(?:glucosa|glusosa|azucar|asucar|pulso|peso)(?: en| de)? )([1-9]) (\d)\b(?![\d/.,:])/,
    (m) => `${m[1]}${m[2]}`,
  ],
  // "ciento 30 y 5" (135): the tens said as digits, the units after "y".
  [/\b(?:ciento|cien) ([1-9])0 y ([1-9])\b/, (m) => String(100 + 10 * Number(m[1]) + Number(m[2]))],
  [/\b(?:ciento|cien)(?: y)? (\d{1,2})\b/, (m) => String(100 + Number(m[1]))],
  [/\bdos ?cientos?(?: y)? (\d{1,2})\b/, (m) => String(200 + Number(m[1]))],
  [/\btres ?cientos?(?: y)? (\d{1,2})\b/, (m) => String(300 + Number(m[1]))],
  // "90 y 5" (95): the tens as digits, the units after "y" ("ciento 30 y 5" is read above).
  [/(?<![\d:./])\b([2-9])0 y ([1-9])\b(?![\d:./])/, (m) => String(10 * Number(m[1]) + Number(m[2]))],
  [
    /\b(veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa) y (\d)\b/,
    (m) => String(NUMBER_WORDS[m[1]!]! + Number(m[2])),
  ],
  // "glucosa dos 50" (250): the hundreds said as a digit's name, the rest in digits.
  [/\b(uno|dos|tres) ([1-9]\d)\b(?![\d:./])/, (m) => String(100 * NUMBER_WORDS[m[1]!]! + Number(m[2]))],
  // "uno sesenta y dos" (162), "uno cuarenta" (140): the hundreds said as a digit's name.
  [
    /\b(uno|dos) (veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)(?: y (uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve))?\b/,
    (m) => String(100 * NUMBER_WORDS[m[1]!]! + NUMBER_WORDS[m[2]!]! + (m[3] ? NUMBER_WORDS[m[3]]! : 0)),
  ],
  // "presión 13 8": the old way of saying 130/80, with a space: read back, never assumed.
  [
    /\b(presion|la presion|pres) (1\d|2[0-4]) ([4-9]|1[0-2])\b(?![\d/.,])/,
    (m) => `${m[1]} ${m[2]}0/${m[3]}0`,
  ],
  // "13 5 con 85" (135/85), "7 2 kilos" (72): a last digit split off before what the number is.
  [
    /(?<![\d:./])\b(\d{1,2}) (\d)\b(?= ?(con|sobre|\/|kilos?|kg|de (azucar|glucosa|presion)))/,
    (m) => `${m[1]}${m[2]}`,
  ],
];
/** Words before a split number that make it a clock time ("a las 2 30"). */
const CLOCK_BEFORE = /\b(las|la|a la|a las|de las)\s*$/;

export function mergeSplitNumbers(folded: string): string | null {
  let merged = folded;
  let changed = false;
  for (const [pattern, join] of SPLIT_PATTERNS) {
    for (let guard = 0; guard < 4; guard++) {
      const match = pattern.exec(merged);
      if (!match || CLOCK_BEFORE.test(merged.slice(0, match.index))) break;
      merged = `${merged.slice(0, match.index)}${join(match)}${merged.slice(match.index + match[0].length)}`;
      changed = true;
    }
  }
  return changed ? merged : null;
}
