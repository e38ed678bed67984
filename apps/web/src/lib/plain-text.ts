/**
 * Server texts shared with the WhatsApp bot start lines with emoji ("🚨 Qué hacer ahora: …"). The web
 * draws its own SVG icons and cannot count on an emoji font, so those pictographs are dropped, with their
 * variation selectors, joiners and keycap marks (written as alternatives: a character class must not
 * hold a joined sequence).
 */
const PICTOGRAPHS = /\p{Extended_Pictographic}|\u{FE0F}|\u{200D}|\u{20E3}/gu;

/** The text without emoji pictographs, with the spaces they leave behind collapsed. */
export function withoutEmoji(text: string): string {
  return text
    .replace(PICTOGRAPHS, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/^[ \t]+|[ \t]+$/gm, '');
}
