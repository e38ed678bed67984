import { MESSAGE_LIMITS } from '@vitalia/contracts/chat';
import type { OutboundMessage } from '@vitalia/services';
import { EXAMPLES } from './replies';
import { SIGNUP_OPTIONS, type NameProblem } from '../signup-words';

/**
 * What the bot says to a person with no account while it signs them up in the chat. Nothing here names
 * what they wrote (a reading, their name before they accept): replies are kept, what a stranger wrote is
 * not.
 */

const CONSENT_BUTTONS = [
  { id: SIGNUP_OPTIONS.accept, title: 'Acepto' },
  { id: SIGNUP_OPTIONS.decline, title: 'No acepto' },
];

/** A question with reply buttons; too long for WhatsApp's interactive body, the buttons become words. */
function ask(
  lines: ReadonlyArray<string | null>,
  buttons: Array<{ id: string; title: string }>,
): OutboundMessage {
  const text = lines.filter(Boolean).join('\n');
  if ([...text].length <= MESSAGE_LIMITS.interactiveBody) return { type: 'buttons', text, buttons };
  const titles = buttons.map((button) => `«${button.title}»`).join(' o ');
  return { type: 'text', text: `${text}\nResponde ${titles}.` };
}

const HELD_NOTE = 'Ya tengo tu lectura: la guardo en cuanto aceptes.';
/** Someone else's value in the message (her husband's): said, so she never reads it as kept as hers. */
const OTHERS_NOTE = 'La lectura de otra persona no la guardo en tu registro.';

/** What this message said: a reading of the person's own (held), someone else's (not kept), or both. */
interface HeldNotes {
  /** This message said a reading of the person's own, held (or already held) until they accept. */
  holdsReading: boolean;
  /** This message said someone else's reading, which is never held. */
  othersReading: boolean;
}

const heldNotes = (input: HeldNotes) => [
  input.holdsReading ? HELD_NOTE : null,
  input.othersReading ? OTHERS_NOTE : null,
];

const CONSENT_QUESTION = '¿Aceptas que Vitalia guarde y use tus datos de salud para acompañarte?';

/**
 * The first answer to a number with no account: who the bot is, the privacy notice, and the express
 * consent it needs (buttons `Acepto` / `No acepto`). `urgent`: what to do now, when the message said a
 * crisis value or warning signs; it leads the message.
 */
export function consentRequest(
  input: HeldNotes & { privacyUrl: string; termsUrl: string; urgent: string[] },
): OutboundMessage {
  return ask(
    [
      ...input.urgent,
      '¡Hola! 👋 Soy Vitalia, tu asistente para llevar tu glucosa, presión y peso por WhatsApp.',
      `Para ayudarte necesito guardar tus datos de salud: tus lecturas y lo que me cuentes. Aquí explicamos cómo los cuidamos: ${input.privacyUrl} (y los términos del servicio: ${input.termsUrl}).`,
      ...heldNotes(input),
      CONSENT_QUESTION,
    ],
    CONSENT_BUTTONS,
  );
}

/** Asked again: the person wrote something else than an answer. */
export function consentAgain(input: HeldNotes & { urgent: string[] }): OutboundMessage {
  return ask(
    [
      ...input.urgent,
      'Para empezar necesito tu permiso para guardar tus datos de salud.',
      ...heldNotes(input),
      `${CONSENT_QUESTION} Toca «Acepto» o «No acepto».`,
    ],
    CONSENT_BUTTONS,
  );
}

/** "No acepto": nothing kept, said kindly, and how to change their mind. */
export const DECLINED: OutboundMessage = {
  type: 'text',
  text:
    'Entendido, respeto tu decisión 🙏. No guardé nada de lo que me escribiste y no te volveré a escribir.\n' +
    'Si cambias de opinión, escríbeme «acepto» cuando quieras.',
};

/** A thanks or an "ok" after "No acepto": no question again. */
export const DECLINED_COURTESY: OutboundMessage = {
  type: 'text',
  text: 'Con gusto. Aquí estaré si cambias de opinión: solo escríbeme «acepto».',
};

const nameButton = (offered: string | null) =>
  offered ? [{ id: SIGNUP_OPTIONS.profileName, title: offered }] : null;

function withNameButton(lines: readonly string[], offered: string | null): OutboundMessage {
  const buttons = nameButton(offered);
  return buttons ? ask(lines, buttons) : { type: 'text', text: lines.join('\n') };
}

/** After "Acepto": their first name, with the WhatsApp profile name as a one-tap answer. */
export function askName(offered: string | null): OutboundMessage {
  return withNameButton(
    [
      '¡Gracias por tu confianza! Ya casi terminamos.',
      offered
        ? `¿Cómo te llamas? Escríbeme tu nombre, o toca «${offered}» si así quieres que te diga.`
        : '¿Cómo te llamas? Escríbeme tu nombre, o como quieres que te diga.',
    ],
    offered,
  );
}

const NAME_AGAIN: Record<NameProblem, string> = {
  number: 'Para tu nombre necesito letras, sin números. ¿Cómo te llamas? Por ejemplo: «María».',
  refused:
    'Necesito un nombre para tu cuenta: puede ser solo el primero, o como te gusta que te digan. ¿Cómo te llamo?',
  question:
    'Con gusto te ayudo con eso: pregúntamelo otra vez en cuanto terminemos, solo me falta tu nombre. ¿Cómo te llamas? Escríbeme solo tu nombre, por ejemplo: «María».',
  not_a_name: 'Perdón, no entendí tu nombre. Escríbeme solo tu nombre, con letras, por ejemplo: «María».',
};

/**
 * The name asked again, kindly, with why. `saidReading`: this message's reading waits too; `urgent`:
 * what to do now, when it said a crisis value or warning signs (first).
 */
export function askNameAgain(
  problem: keyof typeof NAME_AGAIN,
  offered: string | null,
  saidReading: boolean,
  urgent: string[],
): OutboundMessage {
  const lines = [
    ...urgent,
    ...(saidReading ? ['Tengo tu lectura: la guardo en cuanto me digas tu nombre.'] : []),
    NAME_AGAIN[problem],
  ];
  return withNameButton(lines, offered);
}

/** The account is made: said first, before the readings it held (after them when they are urgent). */
export function accountReady(firstName: string): string {
  const name = firstName.trim().split(/\s+/)[0] ?? '';
  return `🎉 ¡Tu cuenta de Vitalia está lista, ${name}! Empiezas con tu periodo de prueba gratis.`;
}

/** What a new member can do, closing the welcome. */
export const WHAT_YOU_CAN_DO = [
  `Mándame tus lecturas como te salgan, por ejemplo ${EXAMPLES}, y te digo cómo vas.`,
  'Escribe «ver mis gráficas» para ver tus gráficas y tu panel en el celular, o «ayuda» para ver todo lo que puedo hacer.',
].join('\n');
