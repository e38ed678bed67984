/**
 * Someone else's readings and symptoms, said for that person (the sender's record is only the sender's),
 * and the offer to store them in a record the sender manages.
 */

export const forThatPerson = (text: string) => `Para esa persona: ${text}`;
/** An advice quoted for the sender to pass on: "tu médico" is that person's doctor. */
export const tellThatPerson = (advice: string) => `Para esa persona, dile: «${advice}»`;

export const NOT_IN_YOUR_RECORD =
  '📝 No guardé en tu registro los valores de otra persona: tu registro es solo tuyo. Esto es lo que significan:';

/** A relative writing from the owner's phone: their own values (or another person's) stay out of the owner's record. */
export const notInOwnersRecord = (owner: string) =>
  `📝 No guardé estos valores en el registro de ${firstName(owner)}: ahí solo van los suyos. Esto es lo que significan:`;

/** How someone else's readings can be kept: an account of their own, shared with the sender. */
export const OWN_ACCOUNT_HINT =
  'Si quieres llevar su registro, puede crear su propia cuenta en Vitalia y compartirla contigo.';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
/** WhatsApp's limit for a reply button's title. */
const TITLE_LIMIT = 20;

/** «Guardar a Roberto», cut to a button's length. */
export function saveTitle(name: string): string {
  const title = `Guardar a ${firstName(name)}`;
  return title.length <= TITLE_LIMIT ? title : `${title.slice(0, TITLE_LIMIT - 1)}…`;
}

export const SKIP_TITLE = 'No guardar';

/** The offer to store someone else's reading in a record they shared. */
export const whoseOffer = (names: readonly string[]) =>
  names.length === 1
    ? `¿Es de ${firstName(names[0]!)}? Puedo guardarlo en su registro, que te compartió.`
    : '¿Es de alguien que te compartió su registro? Puedo guardarlo ahí.';

export const OFFER_EXPIRED =
  'Ese mensaje ya pasó. Si quieres guardar una lectura de otra persona, escríbemela de nuevo.';
export const NOT_STORED_ANYWHERE = '👍 Va, no la guardé en ningún registro.';
export const NOT_ALLOWED_FOR_THAT_PERSON =
  'No tienes permiso para registrar lecturas de esa persona. Ella puede dártelo desde «Compartir».';
export const alreadyInTheirRecord = (name: string) =>
  `Ya estaba guardada en el registro de ${firstName(name)}; no la guardé dos veces.`;
export const storedInTheirRecord = (name: string, readings: readonly string[]) =>
  `✅ Guardé en el registro de ${firstName(name)}: ${readings.join(', ')}.`;
