import { describe, expect, it } from 'vitest';
import {
  defaultAlertSettings,
  readThresholds,
  standardThresholds,
  type AlertReading,
  type HoldingVerdict,
} from './alert-types';
import { evaluateReadingAlerts, planEpisodeChanges } from './evaluate-alerts';
import { readingsOf } from '../../test/alert-readings';

const settings = defaultAlertSettings();

/** Runs the rules as a person logs readings one by one; returns what each step would send. */
function replay(readings: AlertReading[], metric: string, settingsUsed = settings) {
  const open = new Set<string>();
  const sent: HoldingVerdict[][] = [];
  readings.forEach((_, index) => {
    const verdicts = evaluateReadingAlerts({
      metrics: [metric],
      readings: readings.slice(0, index + 1),
      settings: settingsUsed,
    });
    const changes = planEpisodeChanges(open, verdicts);
    for (const kind of changes.close) open.delete(kind);
    for (const verdict of changes.open) open.add(verdict.kind);
    sent.push(changes.open);
  });
  return sent.map((step) => step.map((verdict) => verdict.kind));
}

describe('episodes: told once, again only after the condition ended', () => {
  it('three highs alert once; a fourth is the same episode; a normal one ends it; three more alert again', () => {
    const steps = replay(readingsOf('glucosa', [190, 190, 190, 200, 110, 190, 190, 190]), 'glucosa');
    expect(steps).toEqual([[], [], ['glucose_high'], [], [], [], [], ['glucose_high']]);
  });

  it('the same for pressure, weight and a personal heart-rate range', () => {
    expect(
      replay(
        readingsOf('presion', [
          [150, 95],
          [150, 95],
          [150, 95],
          [150, 95],
        ]),
        'presion',
      ),
    ).toEqual([[], [], ['pressure_high'], []]);
    expect(replay(readingsOf('peso', [70, 72.5, 72.6], { hoursApart: 24 }), 'peso')).toEqual([
      [],
      ['weight_change'],
      [],
    ]);
    const personal = {
      ...settings,
      thresholds: { ...standardThresholds(), frecuencia_cardiaca: { min: null, max: 100 } },
    };
    expect(
      replay(readingsOf('frecuencia_cardiaca', [110, 115, 80, 120]), 'frecuencia_cardiaca', personal),
    ).toEqual([['heart_rate_range'], [], [], ['heart_rate_range']]);
  });

  it('evaluates only the rules of the metrics given', () => {
    const readings = [...readingsOf('glucosa', [190, 190, 190]), ...readingsOf('peso', [70, 75])];
    const kinds = evaluateReadingAlerts({ metrics: ['peso', 'temperatura'], readings, settings }).map(
      (v) => v.kind,
    );
    expect(kinds).toEqual(['weight_change', 'weight_range']);
  });

  it('does not close what it did not evaluate, and closes what stopped holding', () => {
    const verdicts = evaluateReadingAlerts({
      metrics: ['glucosa'],
      readings: readingsOf('glucosa', [100]),
      settings,
    });
    expect(planEpisodeChanges(new Set(['glucose_high', 'weight_change']), verdicts)).toEqual({
      open: [],
      close: ['glucose_high'],
    });
  });
});

describe('stored thresholds', () => {
  it('reads numbers and treats anything else as the standard', () => {
    expect(readThresholds({ glucosa: { min: 80, max: '150' }, presion: { max2: 85 }, peso: null })).toEqual({
      ...standardThresholds(),
      glucosa: { min: 80, max: null },
      presion: { min: null, max: null, min2: null, max2: 85 },
    });
    expect(readThresholds(undefined)).toEqual(standardThresholds());
  });
});

describe('every alert text', () => {
  it('names its source, suggests the doctor and never diagnoses', () => {
    const personal = {
      inactivityDays: 3,
      thresholds: {
        glucosa: { min: 90, max: 150 },
        presion: { min: 100, max: 130, min2: 65, max2: 85 },
        peso: { min: 60, max: 70 },
        frecuencia_cardiaca: { min: 55, max: 90 },
      },
    };
    const readings = [
      ...readingsOf('glucosa', [200, 200, 200]),
      ...readingsOf('presion', [
        [150, 95],
        [150, 95],
        [150, 95],
      ]),
      ...readingsOf('peso', [70, 75], { hoursApart: 24 }),
      ...readingsOf('frecuencia_cardiaca', [120]),
    ];
    const metrics = ['glucosa', 'presion', 'peso', 'frecuencia_cardiaca'];
    const texts = [settings, personal].flatMap((used) =>
      evaluateReadingAlerts({ metrics, readings, settings: used }).flatMap((v) =>
        v.holds ? [v.notice.text] : [],
      ),
    );
    expect(texts).toHaveLength(8);
    for (const text of texts) {
      expect(text).toMatch(/Según|según/);
      expect(text).toMatch(/médico/);
      expect(text).not.toMatch(/tienes|padeces|diabetes|hipertensi[oó]n|diagnosticad/i);
      expect(text.length).toBeLessThan(500);
    }
  });
});
