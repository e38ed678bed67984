import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noBotProse } from '../../../../../eslint-rules/no-bot-prose.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

/** The lint rule that keeps the bot's Spanish in this catalogue: what it stops and what it lets through. */
tester.run('no-bot-prose', noBotProse, {
  valid: [
    // Words the bot reads: a record's keys and a pattern's source.
    "const WORDS = { 'ver mi panel': 'charts_link' };",
    'const FORGOT = new RegExp(`^(hola |buenas )*(olvide|perdi) (mi |la )?${word}$`);',
    'const WRITES = `(le )?escribo (del|desde el) ${PHONE}`;',
    // Ids, labels for the logs, English descriptions that quote what a person writes.
    "const id = 'lectura:guardar';",
    "const label = 'reminder_request:which';",
    "const expects = 'a press of «Sí, guárdala» or «No» for what was heard';",
    "import { x } from './de-la-casa';",
    'const file = `nota-de-voz.${extension}`;',
  ],
  invalid: [
    { code: "const reply = 'No encontré ese medicamento.';", errors: [{ messageId: 'prose' }] },
    { code: 'const line = `🚨 ${step}`;', errors: [{ messageId: 'prose' }] },
    { code: "const title = 'Presión';", errors: [{ messageId: 'prose' }] },
    { code: 'const ask = `¿A qué hora te recuerdo ${what}?`;', errors: [{ messageId: 'prose' }] },
    { code: "const row = { title: 'Registrar una lectura' };", errors: [{ messageId: 'prose' }] },
    { code: 'const when = `cada ${day} a las ${time} de la noche`;', errors: [{ messageId: 'prose' }] },
  ],
});
