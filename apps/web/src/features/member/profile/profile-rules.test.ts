import { describe, expect, it } from 'vitest';
import { ageText, findProfileProblems, parseHeight } from './profile-rules';

const values = {
  firstName: 'Ana',
  lastName: 'López',
  birthDate: '1980-06-15',
  timeZone: 'America/Mexico_City',
  diagnosis: '',
  pregnant: false,
  height: '',
};

describe('profile rules', () => {
  it('requires first and last name, with the spec wording', () => {
    expect(findProfileProblems(values)).toEqual({});
    expect(findProfileProblems({ ...values, firstName: '  ', lastName: '' })).toEqual({
      firstName: 'El nombre es obligatorio.',
      lastName: 'El apellido es obligatorio.',
    });
  });

  it('accepts a cleared birth date and refuses a future one', () => {
    expect(findProfileProblems({ ...values, birthDate: '' })).toEqual({});
    expect(findProfileProblems({ ...values, birthDate: '2999-01-01' }).birthDate).toMatch(/fecha real/);
  });

  it('takes a height in centimetres, with a comma or a dot, and refuses one out of range', () => {
    expect(findProfileProblems({ ...values, height: '158,5' })).toEqual({});
    expect(parseHeight('158,5')).toBe(158.5);
    expect(findProfileProblems({ ...values, height: '1.58' }).height).toMatch(/centímetros, entre 50 y 250/);
    expect(findProfileProblems({ ...values, height: 'alta' }).height).toMatch(/centímetros/);
  });

  it('shows the age in years, empty for a missing or invalid date', () => {
    expect(ageText('2000-01-01', 'America/Mexico_City')).toMatch(/^\d+ años$/);
    expect(ageText('', 'America/Mexico_City')).toBe('');
    expect(ageText('1990-02-30', 'America/Mexico_City')).toBe('');
    expect(ageText('2000-01-01', 'No/Zona')).toMatch(/años$/);
  });
});
