import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  assertWithinLimits,
  insideServiceWindow,
  SERVICE_WINDOW_MS,
  templateMessage,
  TEMPLATES,
  type TemplateKey,
} from './whatsapp-policy';

const README = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');

describe('message templates', () => {
  it('are listed in the README for approval exactly as the code sends them', () => {
    for (const template of Object.values(TEMPLATES)) {
      expect(README).toContain(`| \`${template.name}\` | ${template.body} |`);
    }
  });

  it('list their quick-reply buttons in the README', () => {
    for (const template of Object.values(TEMPLATES)) {
      const buttons: readonly string[] | undefined = 'buttons' in template ? template.buttons : undefined;
      if (!buttons) continue;
      expect(README).toContain(
        `Quick-reply buttons of \`${template.name}\`: ${buttons.map((title) => `«${title}»`).join(', ')}`,
      );
    }
  });

  it('have words before the first and after the last parameter, as Meta requires', () => {
    for (const template of Object.values(TEMPLATES)) {
      expect(template.body).not.toMatch(/^\s*\{\{/);
      expect(template.body).not.toMatch(/\}\}[\s.]*$/);
      expect(template.body.match(/\{\{\d\}\}/g)).toHaveLength(template.params.length);
    }
  });

  it('flatten parameters to one line that WhatsApp accepts', () => {
    const message = templateMessage('reply' as TemplateKey, [
      'Ana',
      '✅ Listo\n\n📊 Según la ADA…\t    está bien',
    ]);
    expect(message).toMatchObject({ type: 'template', name: 'vitalia_respuesta', language: 'es_MX' });
    expect(() => assertWithinLimits(message)).not.toThrow();
    expect(message.type === 'template' && message.params[1]).toBe('✅ Listo · 📊 Según la ADA… está bien');
  });

  it('greet someone who never gave a first name with "Hola 👋," rather than "Hola -,"', () => {
    const message = templateMessage('caregiverAlert', ['', 'Rosa', 'glucosa 45 mg/dL', 'Llámale ahora.']);
    expect(message.type === 'template' && message.params).toEqual([
      '👋',
      'Rosa',
      'glucosa 45 mg/dL',
      'Llámale ahora.',
    ]);
  });
});

describe('message limits', () => {
  it('cut a long text to 4,096 characters instead of refusing it', async () => {
    const { fitMessage } = await import('./whatsapp-policy');
    const long = fitMessage({ type: 'text', text: 'á'.repeat(5000) });
    expect(long.type === 'text' && [...long.text].length).toBe(4096);
    expect(() => assertWithinLimits(long)).not.toThrow();
    expect(() =>
      assertWithinLimits({ type: 'buttons', text: 'x', buttons: [{ id: 'a', title: 'x'.repeat(21) }] }),
    ).toThrow();
  });
});

describe('the access code template', () => {
  it('is listed in the README as an AUTHENTICATION template whose parameter is the code', () => {
    expect(TEMPLATES.accessCode.category).toBe('AUTHENTICATION');
    expect(README).toContain(`\`${TEMPLATES.accessCode.name}\` is category AUTHENTICATION`);
    const message = templateMessage('accessCode', ['042917']);
    expect(message.type === 'template' && message.params).toEqual(['042917']);
  });

  it('is Meta’s preset authentication text with the code in the body and in the copy-code button', () => {
    expect(TEMPLATES.accessCode.body).toBe('*{{1}}* es tu código de verificación.');
    const message = templateMessage('accessCode', ['042917']);
    expect(message).toMatchObject({ name: 'vitalia_codigo', params: ['042917'], copyCode: '042917' });
    // The other templates carry no code.
    expect(templateMessage('reply', ['Ana', 'hola'])).not.toHaveProperty('copyCode');
    const { securityRecommendation, expiryMinutes, copyCodeButton } = TEMPLATES.accessCode.authentication;
    expect(README).toContain(
      `\`${TEMPLATES.accessCode.name}\` is category AUTHENTICATION: Meta's preset text` +
        `${securityRecommendation ? ' with its security recommendation' : ''}, the expiry footer of ${expiryMinutes} minutes` +
        ` and a copy-code button «${copyCodeButton}»`,
    );
  });
});

describe('the 24-hour service window', () => {
  it('lets free text go for 24 hours after the last message the person sent, and never to one who did not write', () => {
    const now = new Date('2026-03-02T15:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    expect(insideServiceWindow(ago(SERVICE_WINDOW_MS - 1), now)).toBe(true);
    expect(insideServiceWindow(ago(SERVICE_WINDOW_MS), now)).toBe(false);
    expect(insideServiceWindow(null, now)).toBe(false);
    expect(insideServiceWindow(undefined, now)).toBe(false);
  });
});
