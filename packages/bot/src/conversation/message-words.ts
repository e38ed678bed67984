import { normalizeWords } from './commands';

/** Words of a whole message the rules read: the person is lost, someone else's record is asked for. */

/** "no sé qué poner", "¿y eso qué?", a forwarded chain, a phone number: the person is lost, not chatting. */
const LOST =
  /\b(no se|no le entiendo|no entiendo|no entendi|que es esto|q es esto|y luego|mande|como le hago|que pongo|que hago aqui|y eso q|reenviado|comparte con|mandalo a|manda esto|cadena)\b|\?\?|\d{8,}/;
export const looksLost = (body: string) => LOST.test(normalizeWords(body)) || /\?\?/.test(body);

/** "el resumen de mi papá", "las lecturas de mi esposa": someone else's, named. */
export const SOMEONE_ELSES =
  /\b(de|del) (mi|mis) (papa|mama|esposo|esposa|viejo|vieja|hijo|hija|hermano|hermana|abuelo|abuela|suegro|suegra|tio|tia)\b/;

/** A forwarded chain or advert ("*Reenviado*", "compártelo con 10"): its numbers are nobody's readings. */
export const FORWARDED =
  /\b(reenviado|reenvia|comparte con|compartelo|mandalo a|manda esto|envialo a|cadena|pasalo a)\b/;
