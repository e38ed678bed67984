import type { MedicationPurpose } from '@vitalia/domain';
import { MEDICATION_WORDS } from './lexicon/blocker-words';
import { purposeAfter, purposeSaid } from './medication-phrases';
import type { Token } from './token';
import type { Intent } from './types';

/**
 * Commands and small talk. Rules run on the corrected words joined by spaces, in priority order:
 * a message that asks for two things gets the more specific one ("hola, ayuda" → help).
 */

interface IntentRule {
  intent: Intent;
  matches: (text: string, words: number) => boolean;
}

const has = (pattern: RegExp) => (text: string) => pattern.test(text);

const RULES: readonly IntentRule[] = [
  {
    intent: 'consent',
    matches: (text, words) => / (acepto|autorizo) /.test(text) && !/ no acepto /.test(text) && words <= 8,
  },
  {
    intent: 'stop_reminders',
    matches: has(
      /^ (baja|stop|alto|detener|pausar|pausa|cancelar)( por favor| porfa)? $|(?<!\d) de baja |ya no (quiero|(me )?(mand|envi|recib)[a-z]*).*(recordatorio|mensaje|aviso|notificacion)| no quiero (mas |recibir |tener )?(los |mis |sus )?(recordatorio|mensaje|aviso|notificacion)|no me (mand|envi)[a-z]* (mas )?(mensajes|recordatorios|avisos)|(cancel|deten|paus|par|desactiv|quit|apag)[a-z]* (los |mis )?(recordatorios|mensajes|avisos)/,
    ),
  },
  {
    intent: 'resume_reminders',
    matches: has(
      /^ (alta|start|reanudar|reactivar|activar|continuar)( por favor| porfa)? $|(?<!\d) de alta |(reanud|reactiv|activ|prend|enciend)[a-z]* (los |mis |de nuevo )?(recordatorios|mensajes|avisos)|(volver|vuelvan|vuelve) a (recibir|mandar|enviar)|(?<! no) quiero recibir (los |mis )?(recordatorios|mensajes|avisos)/,
    ),
  },
  {
    intent: 'undo',
    matches: (text) =>
      / (deshacer|deshaz|deshazlo|borra|borrar|borralo|borrala|elimina|eliminar|eliminalo|eliminala|anula|anular|corregir|corrige|equivoque|equivocado|equivocada) /.test(
        text,
      ) && !/ (recordatorio|recordatorios|alarma|alarmas|medicamento|medicamentos) /.test(text),
  },
  {
    intent: 'medications',
    matches: has(/ (medicamentos|medicinas|mis pastillas|mi medicamento|mi medicina) /),
  },
  {
    intent: 'reminders',
    matches: has(
      / (recordatorio|recordatorios|recuerdame|recordar|alarma|alarmas|aviso|avisos|notificaciones|horario|horarios) /,
    ),
  },
  {
    intent: 'summary',
    matches: has(
      / (resumen|reporte|informe|historial|estadisticas|promedio|promedios|progreso|grafica|graficas) | como voy | (mis|ver) (lecturas|registros|mediciones|datos) /,
    ),
  },
  {
    intent: 'help',
    matches: (text, words) =>
      / (ayuda|ayudame|menu|opciones|comandos|instrucciones|help|info|informacion) | como (funciona|funcionas|se usa|uso|usar|le hago|(le |lo |la |se |te )?(registr|anot|mand|envi|pong|agreg|captur|guard|apunt)[a-z]*) | que (puedo|puedes|se puede) hacer | no se como /.test(
        text,
      ) ||
      (words === 0 && text.includes('?')),
  },
  {
    intent: 'thanks',
    matches: has(
      / (gracias|muchas gracias|mil gracias|grax|thx|thanks|agradezco|agradecido|agradecida|amable) /,
    ),
  },
  {
    intent: 'greeting',
    matches: has(
      / (hola|holi|hey|saludos|buenas|buenos dias|buen dia|buenas tardes|buenas noches|que tal|que onda) /,
    ),
  },
];

const TAKING_VERBS = new Set(['tome', 'inyecte', 'aplique', 'puse']);
const OBJECT_SKIP = new Set([
  'ya',
  'me',
  'la',
  'el',
  'mi',
  'mis',
  'las',
  'los',
  'lo',
  'su',
  'sus',
  'una',
  'un',
  'de',
  'del',
]);

/** Generic words for a medicine: "tomé la pastilla" names no medicine. */
const GENERIC = new Set(MEDICATION_WORDS);

interface MedicationTaken {
  taken: boolean;
  name?: string;
  purpose?: MedicationPurpose;
}

/**
 * "tomé metformina", "ya me tomé la pastilla", "ya me tomé la de la presión" — but not "me tomé la
 * presión" (a measurement).
 */
function findMedicationTaken(tokens: readonly Token[]): MedicationTaken {
  const verb = tokens.findIndex((token) => token.kind === 'word' && TAKING_VERBS.has(token.text));
  if (verb < 0) return { taken: false };
  let k = verb + 1;
  // "ya me tomé la pastilla", "tomé 1 losartán", "me tomé 2 de metformina", "me tomé la de la presión".
  const skippable = (token: Token | undefined) =>
    token !== undefined && (token.kind === 'num' || (token.kind === 'word' && OBJECT_SKIP.has(token.text)));
  let purposeOfObject: MedicationPurpose | null = null;
  while (k < tokens.length && skippable(tokens[k])) {
    purposeOfObject ??= purposeAfter(tokens, k);
    k++;
  }
  const object = tokens[k];
  const name = tokens.find(
    (token) => token.kind === 'word' && token.info?.medication && !GENERIC.has(token.text),
  )?.text;
  const purpose = purposeSaid(tokens.slice(verb + 1)) ?? undefined;
  const withPurpose = (found: MedicationTaken): MedicationTaken => (purpose ? { ...found, purpose } : found);
  if (object?.kind === 'word' && object.info?.medication) {
    return withPurpose({ taken: true, name: GENERIC.has(object.text) ? undefined : object.text });
  }
  // "la de la presión", "la del azúcar": the medication for that, named by its purpose.
  if (purposeOfObject) return { taken: true, purpose: purposeOfObject, ...(name ? { name } : {}) };
  const words = tokens.filter((token) => token.kind === 'word').length;
  // "ya tomé", "ya me la tomé", "listo, ya tomé": an answer to a medication reminder.
  if ((object === undefined || object.kind !== 'word') && words <= 5 && tokens.some((t) => t.text === 'ya')) {
    return withPurpose({ taken: true, name });
  }
  return { taken: false };
}

export interface DetectedIntents {
  intents: Intent[];
  medication?: string;
  medicationPurpose?: MedicationPurpose;
}

export function detectIntents(
  tokens: readonly Token[],
  hasReadings: boolean,
  hasImplausible: boolean,
): DetectedIntents {
  const words = tokens.filter((token) => token.kind === 'word');
  const text = ` ${tokens
    .filter((token) => token.kind === 'word' || (token.kind === 'sep' && token.text === '?'))
    .map((token) => token.text)
    .join(' ')} `;
  const medication = findMedicationTaken(tokens);
  const intents: Intent[] = [];
  if (hasReadings) intents.push('log_reading');
  else if (hasImplausible) intents.push('confirm_value');
  if (medication.taken) intents.push('medication_taken');
  for (const rule of RULES) {
    if (hasReadings && rule.intent !== 'undo') continue;
    if (rule.intent === 'medications' && medication.taken) continue;
    if (rule.matches(text, words.length)) intents.push(rule.intent);
  }
  if (intents.length === 0) intents.push('unknown');
  if (!medication.taken) return { intents };
  return {
    intents,
    ...(medication.name ? { medication: medication.name } : {}),
    ...(medication.purpose ? { medicationPurpose: medication.purpose } : {}),
  };
}
