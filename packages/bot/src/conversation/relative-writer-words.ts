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
