import type { StateDefinition } from '.';

/** How long a voice note's readings wait for «Sí, guárdala». */
export const VOICE_READING_MINUTES = 30;

/**
 * A voice note's readings, read back: stored only on «Sí, guárdala» (voice-turns.ts). Any other message
 * drops them and is read with the question that was open before.
 */
export const voiceReadingState: StateDefinition<'voice_reading'> = {
  kind: 'voice_reading',
  expects: 'a press of «Sí, guárdala» or «No» for what a voice note said',
  expiresMinutes: VOICE_READING_MINUTES,
};
