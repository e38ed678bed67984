import { describe, expect, it } from 'vitest';
import { validateChatInput } from './chat';

describe('a pressed button in the simulators', () => {
  it('takes the ids of every button the bot sends, the reminder-time ones with a dot included', () => {
    for (const id of [
      'remind:med.12:21:00:-',
      'remind:new.metformina:09:00:0',
      'lectura:guardar',
      'menu:mal',
    ]) {
      expect(validateChatInput({ option_id: id, title: '9:00 de la noche' })).toEqual({
        ok: true,
        value: { optionId: id, title: '9:00 de la noche' },
      });
    }
  });

  it('still refuses an id with spaces, quotes or control characters', () => {
    for (const id of ['a b', 'x"y', 'a\u0000b', '']) {
      expect(validateChatInput({ option_id: id, title: 'x' }).ok).toBe(false);
    }
  });
});
