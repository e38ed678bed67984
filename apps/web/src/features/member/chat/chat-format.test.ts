import { describe, expect, it } from 'vitest';
import {
  asDeliveryStatus,
  chatDayKey,
  deliveryStatusLabel,
  draftToSend,
  formatChatDay,
  formatChatTime,
  messageText,
  splitLinks,
} from './chat-format';

const MEXICO = 'America/Mexico_City';
const TOKYO = 'Asia/Tokyo';

describe('splitLinks: addresses in a bot message become links, the rest stays text', () => {
  it('leaves a text without addresses as one run, line breaks and emoji included', () => {
    const text = '🩸 Glucosa 250 mg/dL\nDespués de comer: alta.';
    expect(splitLinks(text)).toEqual([{ kind: 'text', text }]);
  });

  it('cuts out an https address and keeps the sentence’s period outside it', () => {
    expect(splitLinks('Paga aquí: https://billing.example.com/p/abc?x=1. Gracias')).toEqual([
      { kind: 'text', text: 'Paga aquí: ' },
      {
        kind: 'link',
        text: 'https://billing.example.com/p/abc?x=1',
        href: 'https://billing.example.com/p/abc?x=1',
      },
      { kind: 'text', text: '. Gracias' },
    ]);
  });

  it('opens www. addresses over https and shows them as written', () => {
    expect(splitLinks('Más en www.vitalia.mx/ayuda, cuando quieras')).toEqual([
      { kind: 'text', text: 'Más en ' },
      { kind: 'link', text: 'www.vitalia.mx/ayuda', href: 'https://www.vitalia.mx/ayuda' },
      { kind: 'text', text: ', cuando quieras' },
    ]);
  });

  it('keeps a bracket the address opened and drops the one the sentence closed', () => {
    expect(splitLinks('(ver https://es.wikipedia.org/wiki/Glucosa_(sangre))')).toEqual([
      { kind: 'text', text: '(ver ' },
      {
        kind: 'link',
        text: 'https://es.wikipedia.org/wiki/Glucosa_(sangre)',
        href: 'https://es.wikipedia.org/wiki/Glucosa_(sangre)',
      },
      { kind: 'text', text: ')' },
    ]);
  });

  it('finds several addresses, one at the very start and one at the very end', () => {
    const segments = splitLinks('http://a.example/x y https://b.example');
    expect(segments.map((segment) => segment.kind)).toEqual(['link', 'text', 'link']);
    expect(segments[2]).toEqual({ kind: 'link', text: 'https://b.example', href: 'https://b.example/' });
  });

  it('never links other schemes or a bare prefix', () => {
    for (const text of [
      'javascript:alert(1)',
      'escribe a mailto:x@y.z',
      'solo https:// y www.',
      'data:text/html,hi',
    ]) {
      expect(splitLinks(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('keeps markup as text: it is rendered as text nodes, never as HTML', () => {
    const text = '<img src=x onerror=alert(1)> https://ok.example/<b>';
    expect(splitLinks(text)).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)> ' },
      { kind: 'link', text: 'https://ok.example/', href: 'https://ok.example/' },
      { kind: 'text', text: '<b>' },
    ]);
  });

  it('gives back exactly the text it was given, joined', () => {
    const text = 'Hola Ana 👋\nRevisa https://x.example/a.\n¿Listo? www.y.example!';
    expect(
      splitLinks(text)
        .map((segment) => segment.text)
        .join(''),
    ).toBe(text);
  });
});

describe('times and days in the conversation', () => {
  it('shows the time under a bubble as 24 h HH:MM in the given zone', () => {
    expect(formatChatTime('2025-06-10T20:05:00Z', MEXICO)).toBe('14:05');
    expect(formatChatTime('2025-06-10T15:00:00Z', TOKYO)).toBe('00:00');
    expect(formatChatTime('2025-06-10T06:09:00Z', MEXICO)).toBe('00:09');
    expect(formatChatTime('no es fecha', MEXICO)).toBe('');
  });

  it('groups by the local calendar date', () => {
    expect(chatDayKey('2025-06-11T05:30:00Z', MEXICO)).toBe('2025-06-10');
    expect(chatDayKey('2025-06-10T15:30:00Z', TOKYO)).toBe('2025-06-11');
    expect(chatDayKey('', MEXICO)).toBe('');
  });

  it('labels days as Hoy, Ayer, else the weekday and date (with the year only when it is another)', () => {
    const now = Date.parse('2025-06-10T20:00:00Z'); // Tuesday 10 June, 14:00 in Mexico City
    expect(formatChatDay('2025-06-10T07:00:00Z', now, MEXICO)).toBe('Hoy');
    expect(formatChatDay('2025-06-10T05:00:00Z', now, MEXICO)).toBe('Ayer');
    expect(formatChatDay('2025-06-08T18:00:00Z', now, MEXICO)).toBe('domingo, 8 de junio');
    expect(formatChatDay('2024-12-31T18:00:00Z', now, MEXICO)).toBe('martes, 31 de diciembre de 2024');
  });

  it('counts Ayer across a month end', () => {
    const now = Date.parse('2025-03-01T18:00:00Z');
    expect(formatChatDay('2025-02-28T18:00:00Z', now, MEXICO)).toBe('Ayer');
  });
});

describe('message texts', () => {
  it('reads a template as its parameters, one per line', () => {
    expect(
      messageText({
        type: 'template',
        name: 'vitalia_recordatorio_lectura',
        language: 'es_MX',
        params: ['Ana', 'glucosa'],
      }),
    ).toBe('Ana\nglucosa');
    expect(messageText({ type: 'list', text: '¿Qué quieres hacer?', button: 'Ver menú', rows: [] })).toBe(
      '¿Qué quieres hacer?',
    );
  });

  it('draws ticks only for the delivery states it knows', () => {
    expect(asDeliveryStatus('read')).toBe('read');
    expect(asDeliveryStatus(undefined)).toBeNull();
    expect(asDeliveryStatus('toString')).toBeNull();
    expect(asDeliveryStatus('accepted')).toBeNull();
  });

  it('names every delivery state in Spanish', () => {
    expect(deliveryStatusLabel('delivered')).toBe('Entregado');
    expect(deliveryStatusLabel('read')).toBe('Leído');
    expect(deliveryStatusLabel('failed')).toBe('No se pudo entregar');
  });

  it('sends a draft without the blank space around it, and nothing for a blank one', () => {
    expect(draftToSend('  presión 130\n')).toBe('presión 130');
    expect(draftToSend('línea 1\nlínea 2')).toBe('línea 1\nlínea 2');
    expect(draftToSend(' \n\t ')).toBeNull();
    expect(draftToSend('peso\t72.5')).toBe('peso 72.5');
  });
});
