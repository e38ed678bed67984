// @ts-check
/**
 * The bot's Spanish has one home (packages/bot/src/conversation/say/): a string or template literal that
 * reads as Spanish prose anywhere else in the bot is an error. Prose is text with an accent, an opening ¿ or
 * ¡, an emoji, or two words or more of which one is a common Spanish function word, unless English words outnumber the
 * Spanish ones (a description quoting what a person writes) or it is a pattern's source. Words the bot reads
 * (lexicons, in files named *-words.ts) and log labels in English are not prose.
 */

const MARKS = /[¿¡áéíóúñÁÉÍÓÚÑ]|\p{Extended_Pictographic}/u;
const FUNCTION_WORDS = new Set(
  'de la el los las un una tu tus te mi que en con por para es lo le se y o al del su sus me ya hoy'.split(
    ' ',
  ),
);

const ENGLISH_WORDS = new Set('the of an or is are to for when whether and with its it this that'.split(' '));
/** A regular expression's source: words the bot reads, not says. */
const PATTERN = /\(\?[:!=<]|\\[bwsd]|\[\^|\([^()]*\|/;

/** @param {string} text */
export function readsAsProse(text) {
  if (PATTERN.test(text)) return false;
  if (/[¿¡]/.test(text)) return true;
  const wordsOf = (/** @type {string} */ said) =>
    said.toLowerCase().match(/[a-záéíóúñü]+(?:-[a-záéíóúñü]+)*/g) ?? [];
  const words = wordsOf(text);
  const spanish = words.filter((word) => FUNCTION_WORDS.has(word)).length;
  const unquoted = wordsOf(text.replace(/«[^»]*»/g, ' '));
  const english = unquoted.filter((word) => ENGLISH_WORDS.has(word)).length;
  const spanishUnquoted = unquoted.filter((word) => FUNCTION_WORDS.has(word)).length;
  // An English description that quotes what a person writes («Sí, guárdala») is not the bot's text.
  if (english > 0 && english >= spanishUnquoted) return false;
  if (MARKS.test(text)) return true;
  return words.length >= 2 && /\s/.test(text) && spanish > 0;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noBotProse = {
  meta: {
    type: 'problem',
    docs: { description: 'keep the bot’s Spanish in its catalogue (conversation/say/)' },
    messages: {
      prose:
        'Bot text belongs in packages/bot/src/conversation/say/ (the catalogue of replies): move «{{text}}» there.',
    },
    schema: [],
  },
  create(context) {
    /** @param {import('estree').Node} node @param {string} text */
    const check = (node, text) => {
      if (readsAsProse(text)) context.report({ node, messageId: 'prose', data: { text: text.slice(0, 40) } });
    };
    return {
      Literal(node) {
        if (typeof node.value !== 'string') return;
        const parent = /** @type {any} */ (node).parent;
        // A record's key is a word the bot reads ("ver mi panel" → the panel's link), not one it says.
        if (parent && parent.type === 'Property' && parent.key === node) return;
        if (
          parent &&
          (parent.type === 'ImportDeclaration' ||
            parent.type === 'ExportNamedDeclaration' ||
            parent.type === 'ExportAllDeclaration' ||
            parent.type === 'ImportExpression' ||
            parent.type === 'TSImportType' ||
            parent.type === 'TSLiteralType')
        )
          return;
        check(node, node.value);
      },
      TemplateLiteral(node) {
        check(node, node.quasis.map((quasi) => quasi.value.cooked ?? '').join(' '));
      },
    };
  },
};

export default { rules: { 'no-bot-prose': noBotProse } };
