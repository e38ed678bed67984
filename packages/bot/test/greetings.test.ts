import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCorpusPlayer, type CorpusPlayer } from './corpus-player';

/** Greetings: the bot introduces itself once; after that it answers "buenas noches" in kind. */
let player: CorpusPlayer;

beforeAll(async () => {
  player = await openCorpusPlayer();
  player.setClock(new Date('2026-11-20T13:30:00Z'));
});
afterAll(() => player.close());

describe('greetings', () => {
  it('introduces itself on the first greeting only, then answers in kind', async () => {
    const ana = await player.newPatient();
    const first = await player.play(ana, 'buenos dias 🙏');
    expect(first.reply).toContain('Soy Vitalia');
    expect(first.reply).toContain('«ayuda»');
    player.advance(14 * 60);
    const night = await player.play(ana, 'ya me voy a dormir, buenas noches 😴 que dios la bendiga');
    expect(night.label).toBe('greeting');
    expect(night.reply).toBe('🌙 ¡Buenas noches, Ana! Que descanses. Aquí estaré mañana para tus lecturas.');
    player.advance(9 * 60);
    const morning = await player.play(ana, 'buenos dias');
    expect(morning.reply).not.toContain('Soy Vitalia');
    expect(morning.reply).toContain('¡Buenos días, Ana!');
  });
});
