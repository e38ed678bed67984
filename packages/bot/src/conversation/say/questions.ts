/** Everyday questions: the library's answer, or the honest fallback when it has none it is sure of. */

export const NO_ANSWER =
  'No tengo una respuesta segura para esa pregunta, y prefiero no adivinar. Pregúntale a tu médico o a tu enfermera en tu próxima consulta; si te sientes mal o es urgente, llama al 911.';

/** An answer of the library, as the chat says it. */
export const answerLine = (answer: string) => `💬 ${answer}`;
