import { describe, expect, it } from 'vitest';
import { withoutEmoji } from './plain-text';

describe('server texts without emoji', () => {
  it('drops the chat bot’s leading pictographs and the space after them', () => {
    expect(withoutEmoji('🚨 Qué hacer ahora: toma 15 g de azúcar rápida.')).toBe(
      'Qué hacer ahora: toma 15 g de azúcar rápida.',
    );
    expect(withoutEmoji('👉 ¡Muy bien! Sigue con tu plan.')).toBe('¡Muy bien! Sigue con tu plan.');
    expect(withoutEmoji('Según la ADA, está muy baja. 🚨 Qué hacer ahora: llama al 911.')).toBe(
      'Según la ADA, está muy baja. Qué hacer ahora: llama al 911.',
    );
  });

  it('keeps Spanish letters, symbols and line breaks', () => {
    const text = 'Toma ½ vaso de jugo; 36.8 °C, 96 % y 120/80 mmHg.\n«glucosa 110 en ayunas» ✓';
    expect(withoutEmoji(text)).toBe(text);
    expect(withoutEmoji('⚠️ Atención')).toBe('Atención');
  });
});
