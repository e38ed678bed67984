import { describe, expect, it } from 'vitest';
import { validateChatInput } from './chat';
import { hasForbiddenCharacters, readText, removeForbiddenCharacters } from './validation';

// Every code point from NUL to past the bidirectional isolates, and a few far beyond.
const CODE_POINTS = [...Array.from({ length: 0x2100 }, (_, code) => code), 0x3164, 0xfeff, 0x1f600];
const char = (code: number) => String.fromCodePoint(code);
const controlOrBidi = (code: number) =>
  code <= 0x1f ||
  (code >= 0x7f && code <= 0x9f) ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069);
const forbiddenOf = (allowed: readonly number[]) =>
  CODE_POINTS.filter((code) => controlOrBidi(code) && !allowed.includes(code));
const TAB = 0x09;
const LINE_FEED = 0x0a;

describe('the control-character rule', () => {
  it('forbids C0 and C1 controls, tab and line breaks included, and bidirectional overrides by default', () => {
    expect(CODE_POINTS.filter((code) => hasForbiddenCharacters(`a${char(code)}b`))).toEqual(forbiddenOf([]));
  });

  it('lets a caller allow the line feed, the tab or both, and nothing else', () => {
    expect(
      CODE_POINTS.filter((code) => hasForbiddenCharacters(`a${char(code)}b`, { newline: true })),
    ).toEqual(forbiddenOf([LINE_FEED]));
    expect(CODE_POINTS.filter((code) => hasForbiddenCharacters(`a${char(code)}b`, { tab: true }))).toEqual(
      forbiddenOf([TAB]),
    );
    expect(
      CODE_POINTS.filter((code) => hasForbiddenCharacters(`a${char(code)}b`, { newline: true, tab: true })),
    ).toEqual(forbiddenOf([TAB, LINE_FEED]));
  });

  it('removes what it forbids, every occurrence, and keeps the rest', () => {
    expect(removeForbiddenCharacters('\u202eho\u0000la\r\n\tmundo\u0085\u2066')).toBe('holamundo');
    expect(removeForbiddenCharacters('ho\u0000la\r\n\tmundo', { newline: true, tab: true })).toBe(
      'hola\n\tmundo',
    );
    expect(removeForbiddenCharacters('¿Cómo estás? 😀 ñ')).toBe('¿Cómo estás? 😀 ñ');
  });
});

// What each caller takes today, pinned through the caller itself.
describe('form fields (readText)', () => {
  it('refuse every control character, tabs and line breaks included', () => {
    for (const code of forbiddenOf([])) {
      expect(readText(`José${char(code)}Pérez`, 'nombre').ok, code.toString(16)).toBe(false);
    }
    expect(readText('José Pérez', 'nombre')).toEqual({ ok: true, value: 'José Pérez' });
  });
});

describe("the simulator's chat input (validateChatInput)", () => {
  it('takes line feeds in a text and refuses tabs, carriage returns and every other control character', () => {
    expect(validateChatInput({ text: 'glucosa 110\nen ayunas' })).toEqual({
      ok: true,
      value: { text: 'glucosa 110\nen ayunas' },
    });
    for (const code of forbiddenOf([LINE_FEED])) {
      expect(validateChatInput({ text: `glucosa${char(code)}110` }).ok, code.toString(16)).toBe(false);
    }
    expect(validateChatInput({ text: 'glucosa 110\r\nen ayunas' }).ok).toBe(false);
    expect(validateChatInput({ text: 'glucosa\t110' }).ok).toBe(false);
  });

  it("applies the same rule to a pressed option's title", () => {
    expect(validateChatInput({ option_id: 'menu', title: 'Ver\nmenú' })).toEqual({
      ok: true,
      value: { optionId: 'menu', title: 'Ver\nmenú' },
    });
    for (const code of forbiddenOf([LINE_FEED])) {
      expect(validateChatInput({ option_id: 'menu', title: `Ver${char(code)}menú` }).ok).toBe(false);
    }
  });
});
