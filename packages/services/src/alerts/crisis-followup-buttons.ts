import type { ButtonOption } from '@vitalia/contracts/chat';

/**
 * The buttons of a crisis reply and of its follow-up question (CONTRACTS section 6): the one place their
 * ids and titles are written. The bot reads them back; the template `vitalia_seguimiento_crisis` carries
 * the same titles (changing one means a new approval). The ids must stay byte-identical: a press can
 * come back long after the message went.
 */
export const CRISIS_FOLLOWUP_BUTTONS = {
  fine: { id: 'crisis:estoy_bien', title: 'Estoy bien' },
  help: { id: 'crisis:necesito_ayuda', title: 'Necesito ayuda' },
} as const satisfies Record<string, ButtonOption>;

export type FollowupAnswer = keyof typeof CRISIS_FOLLOWUP_BUTTONS;

export function followupAnswerOfOption(optionId: string): FollowupAnswer | null {
  if (optionId === CRISIS_FOLLOWUP_BUTTONS.fine.id) return 'fine';
  if (optionId === CRISIS_FOLLOWUP_BUTTONS.help.id) return 'help';
  return null;
}
