import { describe, expect, it } from 'vitest';
import { SOURCES } from '../sources';
import { EVERYDAY_ANSWERS } from './everyday-answers';

const TOPICS = [
  'comida',
  'bebidas',
  'medicamentos',
  'medicion',
  'metas',
  'ejercicio',
  'sintomas',
  'cuidados',
  'peso',
  'presion',
  'app',
];

const UNSAFE =
  /aumenta tu dosis|baja tu dosis|dobla la dosis|t[oó]mate dos|deja de tomar|suspende|tienes diabetes|eres hipertens|es neuropat|se cura/i;

describe('EVERYDAY_ANSWERS', () => {
  it('has at least 64 answers', () => {
    expect(EVERYDAY_ANSWERS.length).toBeGreaterThanOrEqual(64);
  });

  it('has unique kebab-case ids', () => {
    const ids = EVERYDAY_ANSWERS.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(EVERYDAY_ANSWERS.map((a) => [a.id, a] as const))('%s is well formed', (_id, a) => {
    expect(TOPICS).toContain(a.topic);
    expect(a.questions.length).toBeGreaterThanOrEqual(3);
    expect(a.questions.length).toBeLessThanOrEqual(6);
    expect(a.keywords.length).toBeGreaterThan(0);
    expect(a.answer.trim()).toBe(a.answer);
    expect(a.answer.length).toBeGreaterThan(0);
  });

  it.each(EVERYDAY_ANSWERS.map((a) => [a.id, a] as const))('%s names a known source', (_id, a) => {
    expect(SOURCES[a.source]).toBeDefined();
  });

  it.each(EVERYDAY_ANSWERS.map((a) => [a.id, a] as const))('%s is at most 450 characters', (_id, a) => {
    expect(a.answer.length).toBeLessThanOrEqual(450);
  });

  it.each(EVERYDAY_ANSWERS.map((a) => [a.id, a] as const))('%s is plain text without emoji', (_id, a) => {
    expect(a.answer).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(a.answer).not.toMatch(/\*\*|__|`|^#|\n/m);
  });

  it.each(EVERYDAY_ANSWERS.map((a) => [a.id, a] as const))(
    '%s gives no dose change, stop order, diagnosis or cure',
    (_id, a) => {
      expect(a.answer).not.toMatch(UNSAFE);
    },
  );
});
