import { describe, expect, it } from 'vitest';
import { answerQuestion, findAnswer } from './everyday-questions';
import { NO_ANSWER } from './say/questions';

describe('everyday questions', () => {
  it('finds the library’s answer however the question is written', () => {
    expect(findAnswer('que puedo desayunar que no me suba el azucar')?.id).toBe('desayuno-sin-subir-azucar');
    expect(findAnswer('cuantas tortiyas me puedo comer')?.id).toBe('tortillas-cuantas');
    expect(findAnswer('se me olvido la metformina, me tomo las dos?')?.id).toBe('olvide-metformina');
    expect(findAnswer('me medi y dice E-4 que es eso')?.id).toBe('error-en-glucometro');
    expect(
      findAnswer(
        'a mi viejo le salio 160 sobre 100 y le duele la cabeza, le doy una de mis pastillas de la presion?',
      )?.id,
    ).toBe('no-compartir-medicinas');
    expect(findAnswer('ya comi caldo de res y 3 tortillas, en cuanto tiempo me mido')?.id).toBe(
      'glucosa-despues-de-comer',
    );
    expect(findAnswer('no me acuerdo si me tome la pastilla de la presion anoche')?.id).toBe(
      'olvide-pastilla-presion',
    );
    expect(findAnswer('¿como me tomo bien la presion?')?.id).toBe('como-tomar-presion');
  });

  it('answers any question about stopping, halving or taking more of a medicine with the safety answer', () => {
    for (const question of [
      '¿puedo dejar el losartan unos dias? ya me siento bien',
      'me tomo media pastilla de metformina?',
      'sali alta, me tomo otra pastilla de metformina?',
      '¿le subo a la insulina?',
    ]) {
      expect(findAnswer(question)?.id, question).toBe('cambiar-dosis-o-suspender');
    }
    expect(findAnswer('se me olvido la metformina, me tomo las dos?')?.id).toBe('olvide-metformina');
    expect(findAnswer('me medi y dice E-4 que es eso')?.id).toBe('error-en-glucometro');
    expect(
      findAnswer(
        'a mi viejo le salio 160 sobre 100 y le duele la cabeza, le doy una de mis pastillas de la presion?',
      )?.id,
    ).toBe('no-compartir-medicinas');
    expect(findAnswer('ya comi caldo de res y 3 tortillas, en cuanto tiempo me mido')?.id).toBe(
      'glucosa-despues-de-comer',
    );
    expect(findAnswer('no me acuerdo si me tome la pastilla de la presion anoche')?.id).toBe(
      'olvide-pastilla-presion',
    );
  });

  it('hears words spelt as they sound (s for c or z, b for v, no h)', () => {
    expect(findAnswer('que puedo senar?')?.id).toBe('que-cenar');
    expect(findAnswer('puedo comer pan dulse?')?.id).toBe('pan-bolillo-pan-dulce');
    expect(findAnswer('cuantas tortiyas me puedo comer')?.id).toBe('tortillas-cuantas');
  });

  it('answers what the question is about, not whom it is for', () => {
    expect(findAnswer('que le doy de cenar a mi esposo')?.id).toBe('que-cenar');
    expect(findAnswer('que puedo comer')?.id).toBe('plato-del-bien-comer');
    // Sharing one's medicine is recognised by its rule, however it is asked.
    expect(findAnswer('¿mi esposo puede tomar de mis pastillas?')?.id).toBe('no-compartir-medicinas');
  });

  it('answers what the question is about, not when it is for', () => {
    expect(findAnswer('que puedo cenar hoy?')?.id).toBe('que-cenar');
    expect(findAnswer('que ceno hoy')?.id).toBe('que-cenar');
    expect(findAnswer('ahorita que puedo desayunar')?.id).toBe('desayuno-sin-subir-azucar');
    // A time alone asks nothing.
    expect(findAnswer('hoy')).toBeNull();
  });

  it('says no remedy replaces a medicine when a question says one does', () => {
    expect(
      findAnswer('el nopal si baja la asucar verdad? mi comadre dice q con eso ya no necesita insulina')?.id,
    ).toBe('nopal-jugo-cura');
    expect(findAnswer('puedo dejar la metformina si tomo te de canela?')?.id).toBe('nopal-jugo-cura');
  });

  it('answers what patients asked in the simulator', () => {
    expect(findAnswer('q comida me recomienda para la cena algo barato')?.id).toBe('que-cenar');
    expect(findAnswer('le mando audio? es q me cansa escribir')?.id).toBe('mensajes-de-voz');
    expect(findAnswer('y si tengo 140 de asucar eso es diabetes?')?.id).toBe('una-lectura-no-es-diagnostico');
  });

  it('says it does not know, and points to the doctor, rather than guess', () => {
    expect(findAnswer('quien gano el partido ayer')).toBeNull();
    expect(answerQuestion('que opinas del clima')).toContain(NO_ANSWER);
  });
});
