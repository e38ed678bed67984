/**
 * The words by which a relative says they write from the account owner's phone: "soy su hija", "le
 * escribo del cel de mi mamá", "es el whats de mi papá" (read on words folded by normalizeWords).
 */

const RELATIVE = '(hija|hijo|nieta|nieto|esposo|esposa|nuera|yerno|sobrina|sobrino|hermana|hermano)';
const PHONE = '(cel|celular|telefono|whats|whatsapp)';
const OWNER = '(mi|su) (mama|papa|esposo|esposa|abuela|abuelo|suegra|suegro|tia|tio)';
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
  ]
    .map((part) => `(${part})`)
    .join('|')
    .replace(/^/, '\\b(')
    .concat(')\\b'),
);
