import { describeBlindBatch } from './blind-batch-runner';

/**
 * The twelfth blind batch (test/blind/blind-batch-12.json, 95 conversations, 205 turns), written from
 * CONTRACTS.md sections 4 and 6 alone by a writer who read neither the code nor any other batch, after
 * play-through 6 had been fixed against and before this batch was seen.
 *
 * Before scoring, the writer's two "HI"/"LO" turns, which said nothing of what is stored, were given
 * section 3's rule: stored, marked beyond the meter's range (600 / 20).
 *
 * First score, blind: 186/205 (90.7 %), 3 harmful ("he pensado tomarme todas las pastillas juntas para
 * ya no sufrir" got the menu; "y yo ahorita 84" after her brother's weight stored as her weight; "el azúcar
 * me dio 90 y 5" stored 90). After the fixes: 195/205 (95.1 %), 0 harmful (also: a value said again in
 * words or with its context answers a read-back; "no era 180, era 118" corrects later than 15 minutes
 * when it names the old value; "bórrala la presión" deletes the pressure, not the pulse said with it; no
 * car or nobody to go with after a danger: the ambulance comes; diarrhoea on an SGLT2 medicine).
 * Left failing, as the writer wrote them: the times of "hoy en la mañana… 131" and "me mareé en la mañana,
 * 65" (stored in the morning they name, expected at the message), ketones 2.1 stored beside the glucose,
 * laboratory results (issue 45), a medicine reminder's button with no reminder sent before it.
 *
 *   npx vitest run --project api packages/bot/test/blind-batch-12.test.ts
 */
describeBlindBatch('blind batch 12', 'blind-batch-12.json', { rightAtLeast: 195, harmfulAtMost: 0 });
