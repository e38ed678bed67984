import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCorpusPlayer, type CorpusPlayer } from './corpus-player';

/**
 * Half a blood pressure ("presión 130") is held, never stored, until the other half comes; the ask has a
 * button for someone who only has the one number (CONTRACTS section 6, "Safety first, never a guess").
 */
let player: CorpusPlayer;

beforeAll(async () => {
  player = await openCorpusPlayer();
  player.setClock(new Date('2026-12-05T15:00:00Z'));
});
afterAll(() => player.close());

describe('half a pressure', () => {
  it('asks for the other half with a "No tengo el otro" button, and stores nothing yet', async () => {
    const ana = await player.newPatient();
    const asked = await player.play(ana, 'presion 130');
    expect(asked.added).toEqual([]);
    expect(asked.reply).toMatch(/la guardo cuando tenga las dos/);
    expect(asked.buttons).toEqual(['No tengo el otro']);
  });

  it('pressing "No tengo el otro" stores nothing and says how to send it whole', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'presion 130');
    const [button] = await player.lastButtons();
    const dropped = await player.press(ana, button!.id, button!.title);
    expect(dropped.added).toEqual([]);
    expect(dropped.reply).toMatch(/no guardé nada/);
    // The ask is closed: a number now is not taken as the lost half.
    player.advance(2);
    const later = await player.play(ana, '85');
    expect(later.added).not.toContainEqual(expect.objectContaining({ metric: 'presion' }));
  });

  it.each(['no me acuerdo', 'no sé', 'solo ese', 'no lo tengo'])(
    'a typed "%s" is the same as the button',
    async (answer) => {
      const ana = await player.newPatient();
      await player.play(ana, 'me tomé la presión y la alta salió en 140');
      const dropped = await player.play(ana, answer);
      expect(dropped.added).toEqual([]);
      expect(dropped.reply).toMatch(/no guardé nada/);
    },
  );

  it('the other number still completes it: "presión 130", then "85" is 130/85', async () => {
    const ana = await player.newPatient();
    await player.play(ana, 'presion 130');
    player.advance(1);
    const whole = await player.play(ana, '85');
    expect(whole.added).toEqual([expect.objectContaining({ metric: 'presion', value: 130, value2: 85 })]);
  });
});
