import type { StateDefinition } from '.';

/**
 * An account was just made in the chat: the welcome is owed, with the readings said before the account
 * existed (signup-turns.ts). It never expires: a retry of the turn still owes it.
 */
export const welcomeState: StateDefinition<'welcome'> = {
  kind: 'welcome',
  expects: 'nothing: the welcome of an account made in the chat is owed',
  expiresMinutes: Number.POSITIVE_INFINITY,
};
