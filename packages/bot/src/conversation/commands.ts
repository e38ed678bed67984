import type { Intent } from '@vitalia/parser';

/** What a person can ask the bot for, by word or by a button or row of its menus. */
export type Command =
  | 'help'
  | 'how_to'
  | 'summary'
  | 'charts_link'
  | 'undo'
  | 'reminders'
  | 'medications'
  | 'stop'
  | 'resume'
  | 'password_reset'
  | 'ask_question'
  | 'feel_unwell'
  | 'talk_to_someone';

/** The words CONTRACTS.md section 6 fixes, as a whole message, any case, with or without accents. */
const WHOLE_MESSAGE: Readonly<Record<string, Command>> = {
  ayuda: 'help',
  menu: 'help',
  resumen: 'summary',
  deshacer: 'undo',
  recordatorios: 'reminders',
  medicamentos: 'medications',
  baja: 'stop',
  alta: 'resume',
  graficas: 'charts_link',
  'mis graficas': 'charts_link',
  'ver mis graficas': 'charts_link',
  'ver graficas': 'charts_link',
  'mi panel': 'charts_link',
  'ver mi panel': 'charts_link',
  'abrir mi panel': 'charts_link',
};

/** Ids of the options the bot sends in menus and buttons. */
const OPTIONS: Readonly<Record<string, Command>> = {
  'menu:registrar': 'how_to',
  'menu:resumen': 'summary',
  'menu:graficas': 'charts_link',
  'menu:deshacer': 'undo',
  'menu:recordatorios': 'reminders',
  'menu:medicamentos': 'medications',
  'menu:baja': 'stop',
  'menu:alta': 'resume',
  'menu:duda': 'ask_question',
  'menu:mal': 'feel_unwell',
  'menu:hablar': 'talk_to_someone',
};

const INTENT_COMMANDS: Partial<Record<Intent, Command>> = {
  help: 'help',
  summary: 'summary',
  undo: 'undo',
  reminders: 'reminders',
  medications: 'medications',
  stop_reminders: 'stop',
  resume_reminders: 'resume',
};

/** Lowercase, no accents, no punctuation or emoji around the words. */
export function normalizeWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * «olvidé mi contraseña» and the ways people say it ("se me olvidó la contraseña", "no recuerdo mi clave",
 * "quiero cambiar mi contraseña", "recuperar contraseña"), alone or after a greeting, in a short message.
 */
const PASSWORD_WORD = '(contrasena|contrasenas|clave|password|pasword|contra)';
const FORGOT = new RegExp(
  `^(hola |buenas |buenos dias |buenas tardes |buenas noches |oye |ayuda )*((ya )?(me )?(olvide|olvido|se me olvido|no recuerdo|no me acuerdo de|perdi|no se|recuperar|restablecer|resetear|reiniciar|cambiar|nueva|quiero cambiar|quiero recuperar|necesito cambiar|necesito recuperar|como cambio|como recupero) (mi |la |de mi |de la |una )?${PASSWORD_WORD}|${PASSWORD_WORD} olvidada)( de vitalia| de la app| de la pagina| de mi cuenta)?$`,
);

/** "quiero hablar con alguien", "necesito hablar con una persona", "¿puedo hablar con un doctor?". */
const TALK = new RegExp(
  '^(hola |oiga |oye |buenas )*((yo )?(quiero|quisiera|necesito|ocupo|puedo|me gustaria|se puede) )?hablar con ' +
    '(alguien|alguien de verdad|una persona|una persona real|una persona de verdad|un humano|una persona humana|un doctor|una doctora|un medico|una enfermera|un asesor)' +
    '( de verdad| real)?( y)?( no con (una |un )?(maquina|robot|bot|computadora|programa))?( por favor| porfa| porfavor)?$',
);

export function commandOfWholeMessage(text: string): Command | undefined {
  const words = normalizeWords(text);
  if (FORGOT.test(words)) return 'password_reset';
  if (TALK.test(words)) return 'talk_to_someone';
  return WHOLE_MESSAGE[words];
}

export function commandOfOption(optionId: string): Command | undefined {
  return OPTIONS[optionId];
}

/** A command the parser read in free text ("ya no quiero mensajes", "bórralo", "¿cómo voy?"). */
export function commandOfIntent(intent: Intent, text: string): Command | undefined {
  if (intent === 'summary' && /\bgrafica/.test(normalizeWords(text))) return 'charts_link';
  return INTENT_COMMANDS[intent];
}

/** "no, era 140", "perdón, 70", "me equivoqué, es 126", "corrijo: 6.2 mmol": the last value was wrong. */
export function isCorrection(text: string): boolean {
  return /^(no\b|nel\b|perdon|perdona|disculpa|error|corrijo|correccion|me equivoque|quise decir|mas bien|en realidad|ay no|uy no|oops|ups)|\b(me equivoque|quise decir|perdon|corrijo|era)\b/.test(
    normalizeWords(text),
  );
}
