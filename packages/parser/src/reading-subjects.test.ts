import { describe, expect, it } from 'vitest';
import { parseMessage } from './parse-message';

const whose = (text: string) => {
  const parsed = parseMessage(text);
  return parsed.readings.map((reading, index) => [
    'systolic' in reading ? reading.systolic : reading.value,
    parsed.subjects?.[index] ?? 'self',
  ]);
};

describe('whose reading it is', () => {
  it('gives a relative’s values to them and the sender’s own to the sender, in one message', () => {
    expect(whose('a mi señora le salio 230 en ayunas y yo sali con 118')).toEqual([
      [230, 'other'],
      [118, 'self'],
    ]);
    expect(whose('Presion de mi papá 150/95 y la mia 124/78')).toEqual([
      [150, 'other'],
      [124, 'self'],
    ]);
    expect(whose('mi esposo y yo nos medimos en ayunas: el 145 yo 122')).toEqual([
      [145, 'other'],
      [122, 'self'],
    ]);
  });

  it('reads "le medí" as the sender measuring someone else, and a new sentence as the sender again', () => {
    expect(whose('mi mamá tiene 84 años, le medi el azucar y tiene 41')).toEqual([[41, 'other']]);
    expect(whose('mi nieta me ayudó con la aplicación. glucosa 130')).toEqual([[130, 'self']]);
    expect(whose('su azucar de hoy 156')).toEqual([[156, 'other']]);
  });

  it('leaves the sender’s ordinary readings alone (no subjects at all)', () => {
    expect(parseMessage('me salio 140 de azucar, buenos dias señorita').subjects).toBeUndefined();
    expect(parseMessage('mi azucar amanecio en 118').subjects).toBeUndefined();
  });

  it('reads "como le dije" as the sender speaking to the bot, and says the value was told before', () => {
    expect(parseMessage('como le dije ahorita, 140/90').subjects).toBeUndefined();
    expect(parseMessage('ya le dije que me salio 320').repeated).toBe(true);
    expect(whose('le comento que mi esposo salio en 160/100')).toEqual([[160, 'other']]);
    expect(parseMessage('me salio 320').repeated).toBeUndefined();
  });
});
