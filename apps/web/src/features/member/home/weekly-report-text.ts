import { withoutEmoji } from '../../../lib/plain-text';

/**
 * The weekly report as the bot wrote it for WhatsApp, made plain for the web: no emoji, and no chat
 * emphasis marks (*negritas*, _cursivas_); line breaks stay, the card keeps them.
 */
export function weeklyReportText(text: string): string {
  return withoutEmoji(text)
    .replace(/\*([^*\n]+)\*/g, '$1')
    .replace(/(^|\s)_([^_\n]+)_(?=\s|$|[.,;:!?])/g, '$1$2')
    .trim();
}
