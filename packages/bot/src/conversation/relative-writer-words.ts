/**
 * The words by which a relative says they write from the account owner's phone: "soy su hija", "le
 * escribo del cel de mi mamá", "es el whats de mi papá" (read on words folded by normalizeWords).
 */

const RELATIVE = '(hija|hijo|nieta|nieto|esposo|esposa|nuera|yerno|sobrina|sobrino|hermana|hermano)';
const PHONE = '(cel|celular|telefono|whats|whatsapp)';
const OWNER =
  '(mi|su) (mama|mami|mamita|papa|papi|papito|esposo|esposa|abuela|abuelita|abuelo|abuelito|suegra|suegro|tia|tio)';
export const SAYS_RELATIVE_WRITES = new RegExp(
  [
    // "soy su hija", "soy Mariana, la hija de Don Efraín"
    `soy (\\w+ )?(su|la|el) ${RELATIVE}`,
    // "le escribo del cel", "le escribo desde su celular", "escribo del teléfono de mi mamá"
    `(le )?escribo (del|desde el|de su|desde su|en el|por el) ${PHONE}`,
    `escribo por ${OWNER}`,
    // "le ayudo con su celular", "este es su cel", "es el whats de mi papá"
    `(le ayudo|la ayudo|lo ayudo|ayudo a ${OWNER}) con su ${PHONE}`,
    `(este es|es) (su|el) ${PHONE}`,
    // "habla Ramón, su hijo", "le escribe la hija de doña Carmen"
    `(habla|le habla|le escribe|aqui) (\\w+ )?(\\w+ )?(su|la|el) ${RELATIVE}`,
    // "ando con su teléfono", "agarré el cel de mi mamá", "le mando sus cosas desde su cel"
    `(ando|estoy|ando usando|estoy usando|uso|agarre|traigo|tengo) (con )?(su|el) ${PHONE}`,
    `(desde|del|en) su ${PHONE}`,
    `${PHONE} de ${OWNER}`,
    `la cuenta es de (ella|el|${OWNER})`,
    // "es de mi mamá, la dueña de este cel"
    `(la duena|el dueno|duena|dueno) (de este|del|de su) ${PHONE}`,
  ]
    .map((part) => `(${part})`)
    .join('|')
    .replace(/^/, '\\b(')
    .concat(')\\b'),
);

/** Whom the writer is to the owner ("soy su hija"), and so what the writer calls the owner ("mi mamá"). */
export const WRITER_TO_OWNER: Readonly<Record<string, readonly string[]>> = {
  hija: ['mama', 'papa'],
  hijo: ['mama', 'papa'],
  nieta: ['abuela', 'abuelo'],
  nieto: ['abuela', 'abuelo'],
  esposa: ['esposo'],
  esposo: ['esposa'],
  nuera: ['suegra', 'suegro'],
  yerno: ['suegra', 'suegro'],
  sobrina: ['tia', 'tio'],
  sobrino: ['tia', 'tio'],
  hermana: ['hermana', 'hermano'],
  hermano: ['hermana', 'hermano'],
};
export const SAYS_WHOSE_PHONE = new RegExp(`\\b${PHONE} de ${OWNER}\\b`);
export const SAYS_WHO_WRITES = new RegExp(`\\b(soy|habla) (\\w+ )?(\\w+ )?(su|la|el) ${RELATIVE}\\b`);

/**
 * The words by which the owner says they write again ("soy Remedios otra vez", "ya soy yo", "yo soy la
 * dueña del celular", "ya se fue mi hija"): the relative's words before them no longer hold. `name` is the
 * owner's first name, folded; `{name}` in a part stands for it.
 */
const OWNER_BACK_PARTS = [
  // "soy remedios otra vez", "yo remedios", "aqui remedios de nuevo", "habla remedios"
  '(ya )?(soy|yo soy|aqui|habla|le habla|le escribe) {name}',
  '^(yo|ya) {name}\\b',
  '\\byo {name}\\b',
  // "ya soy yo", "ahora soy yo", "otra vez yo"
  '(ya|ahora|ahorita) (soy|le escribo|escribo) yo',
  '(otra vez|de nuevo) (soy )?yo\\b',
  // "yo soy la dueña del celular", "soy el dueño de este cel"
  '(yo )?soy (yo )?(la|el) (duena|dueno)',
  // "ya se fue mi hija", "ya me devolvieron el cel", "ya me regresó mi cel" ("ya se fue el mareo" is not)
  `ya se fue (mi |la |el )?${RELATIVE}\\b`,
  'ya me (devolvio|devolvieron|regreso|regresaron|dio|dieron) (el|mi) (cel|celular|telefono)',
  '(?<!no )es mi (cel|celular|telefono|whats)\\b',
];

export function saysOwnerWrites(words: string, ownerName: string): boolean {
  const name = ownerName.split(' ')[0] ?? '';
  return OWNER_BACK_PARTS.some((part) => {
    if (part.includes('{name}') && name.length < 3) return false;
    return new RegExp(part.replaceAll('{name}', name)).test(words);
  });
}
