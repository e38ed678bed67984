import { FEELINGS, type Feeling } from '@vitalia/domain';
import { foldText } from '@vitalia/parser';
import * as say from './say';
import type { Outcome } from './turn';

/**
 * When the bot does not understand (CONTRACTS.md section 6): one short line that says so, what the person
 * can do (a list: registrar una lectura, tengo una duda, me siento mal, hablar con alguien) and one example;
 * a feeling said in the message is acknowledged first. Never a fixed thank-you as the whole reply.
 */

const words = (text: string) =>
  ` ${foldText(text)
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim()} `;

/** The feeling a message tells ("me siento muy sola", "ya no puedo con esto"), or null. */
export function feelingOf(text: string): Feeling | null {
  const said = words(text);
  return (
    FEELINGS.find((feeling) =>
      feeling.words.some((word) =>
        word.includes(' ') ? said.includes(` ${word} `) : new RegExp(` ${word}`).test(said),
      ),
    ) ?? null
  );
}

/** Distress or low mood: named, said to be common and treatable, help offered; no reading asked. */
export function distressReply(feeling: Feeling): Outcome {
  return { reply: say.distress(feeling.named, feeling.caregiver), patch: {}, label: 'distress' };
}

export function catchAll(body: string): Outcome {
  const feeling = feelingOf(body);
  return {
    reply: say.notUnderstood(feeling?.named ?? null),
    patch: {},
    label: 'unknown',
    notUnderstood: true,
  };
}
