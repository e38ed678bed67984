import { describe, expect, it } from 'vitest';
import type { HomeData } from '@vitalia/contracts/member';
import { buildSummary } from './summary';

const timing = (frecuencia: 'daily' | 'weekly' | 'monthly', hora: string, day: number | null = null) => ({
  frecuencia,
  hora,
  weekday: frecuencia === 'weekly' ? day : null,
  month_day: frecuencia === 'monthly' ? day : null,
});

describe('the home summary', () => {
  it('lists reminders by metric, then medication schedules with name and dose', () => {
    const home: HomeData = {
      reminders: {
        glucosa: [
          { id: 2, metric_key: 'glucosa', ...timing('daily', '20:00') },
          { id: 1, metric_key: 'glucosa', ...timing('daily', '08:00') },
        ],
        presion: [{ id: 3, metric_key: 'presion', ...timing('weekly', '21:00', 0) }],
        peso: [{ id: 4, metric_key: 'peso', ...timing('monthly', '09:30', 15) }],
      },
      medicamentos: [
        {
          id: 9,
          paciente_id: 1,
          nombre: 'Losartan',
          dosis: '50 mg',
          schedules: [{ id: 5, medicamento_id: 9, ...timing('weekly', '21:00', 0) }],
        },
        { id: 10, paciente_id: 1, nombre: 'Metformina', dosis: null, schedules: [] },
      ],
    };
    expect(buildSummary(home).map((line) => line.text)).toEqual([
      'Glucosa · diario a las 08:00',
      'Glucosa · diario a las 20:00',
      'Presión arterial · lunes a las 21:00',
      'Peso · día 15 de cada mes a las 09:30',
      'Losartan 50 mg · lunes a las 21:00',
    ]);
  });

  it('is empty when nothing is configured', () => {
    expect(buildSummary({ reminders: { glucosa: [], presion: [], peso: [] }, medicamentos: [] })).toEqual([]);
  });
});
