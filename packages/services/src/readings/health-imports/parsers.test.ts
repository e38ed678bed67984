import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appleHealthXml as xml, writeZip } from '@vitalia/testkit/zip';
import { readAppleHealthExport } from './apple-health';
import type { ParsedItem } from './imported-record';
import { readMappedCsv } from './mapped-csv';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitalia-parsers-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function collect(items: AsyncGenerator<ParsedItem[]>): Promise<ParsedItem[]> {
  const all: ParsedItem[] = [];
  for await (const chunk of items) all.push(...chunk);
  return all;
}
const records = (items: ParsedItem[]) => items.flatMap((item) => ('record' in item ? [item.record] : []));
const refusals = (items: ParsedItem[]) => items.flatMap((item) => ('refused' in item ? [item] : []));

describe('Apple Health export.zip', () => {
  it("reads Ana's glucose (mg/dL and mmol/L), weight in pounds, heart rate and a pressure correlation", async () => {
    const path = join(dir, 'export.zip');
    await writeZip(path, [
      { name: 'apple_health_export/export_cda.xml', content: '<ClinicalDocument/>' },
      {
        name: 'apple_health_export/export.xml',
        content: [
          xml.head,
          xml.record(
            'HKQuantityTypeIdentifierBloodGlucose',
            'mg/dL',
            142,
            '2026-11-01 07:30:00 -0600',
            'OneTouch',
          ),
          xml.record(
            'HKQuantityTypeIdentifierBloodGlucose',
            'mmol<180.1558800000541>/L',
            5.6,
            '2026-11-02 07:30:00 -0600',
          ),
          xml.record('HKQuantityTypeIdentifierBodyMass', 'lb', 180, '2026-11-03 08:00:00 -0600'),
          xml.record('HKQuantityTypeIdentifierBodyMass', 'kg', 81.25, '2026-11-04 08:00:00 -0600'),
          xml.record(
            'HKQuantityTypeIdentifierHeartRate',
            'count/min',
            72,
            '2026-11-05 09:15:00 -0500',
            'Apple Watch de Ana',
          ),
          xml.record('HKQuantityTypeIdentifierStepCount', 'count', 5000, '2026-11-05 09:15:00 -0600'),
          // The Health app lists a correlation's halves as plain records too: one reading, not two.
          xml.record(
            'HKQuantityTypeIdentifierBloodPressureSystolic',
            'mmHg',
            135,
            '2026-11-06 20:00:00 -0600',
            'Omron',
          ),
          xml.record(
            'HKQuantityTypeIdentifierBloodPressureDiastolic',
            'mmHg',
            85,
            '2026-11-06 20:00:00 -0600',
            'Omron',
          ),
          xml.pressure(135, 85, '2026-11-06 20:00:00 -0600'),
          xml.tail,
        ],
      },
    ]);
    const items = await collect(readAppleHealthExport(path));
    expect(refusals(items)).toEqual([]);
    expect(records(items)).toEqual([
      {
        metric: 'glucosa',
        value: 142,
        value2: null,
        unit: 'mg/dL',
        measuredAt: new Date('2026-11-01T13:30:00Z'),
        device: 'OneTouch',
      },
      {
        metric: 'glucosa',
        value: 100.9,
        value2: null,
        unit: 'mg/dL',
        measuredAt: new Date('2026-11-02T13:30:00Z'),
        device: 'iPhone de Ana',
      },
      {
        metric: 'peso',
        value: 81.6,
        value2: null,
        unit: 'kg',
        measuredAt: new Date('2026-11-03T14:00:00Z'),
        device: 'iPhone de Ana',
      },
      {
        metric: 'peso',
        value: 81.25,
        value2: null,
        unit: 'kg',
        measuredAt: new Date('2026-11-04T14:00:00Z'),
        device: 'iPhone de Ana',
      },
      {
        metric: 'frecuencia_cardiaca',
        value: 72,
        value2: null,
        unit: 'lpm',
        measuredAt: new Date('2026-11-05T14:15:00Z'),
        device: 'Apple Watch de Ana',
      },
      {
        metric: 'presion',
        value: 135,
        value2: 85,
        unit: 'mmHg',
        measuredAt: new Date('2026-11-07T02:00:00Z'),
        device: 'Omron',
      },
    ]);
  });

  it('refuses malformed records one by one and keeps the rest', async () => {
    const path = join(dir, 'malformed.zip');
    await writeZip(path, [
      {
        name: 'apple_health_export/export.xml',
        content: [
          xml.head,
          xml.record('HKQuantityTypeIdentifierBloodGlucose', 'mg/dL', 'alto', '2026-11-01 07:30:00 -0600'),
          xml.record('HKQuantityTypeIdentifierBloodGlucose', 'mg/dL', 120, 'ayer en la mañana'),
          xml.record('HKQuantityTypeIdentifierBodyMass', 'stone', 12, '2026-11-03 08:00:00 -0600'),
          xml.record(
            'HKQuantityTypeIdentifierBloodPressureSystolic',
            'mmHg',
            150,
            '2026-11-04 08:00:00 -0600',
          ),
          xml.record('HKQuantityTypeIdentifierHeartRate', 'count/min', 64, '2026-11-05 08:00:00 -0600'),
          xml.tail,
        ],
      },
    ]);
    const items = await collect(readAppleHealthExport(path));
    expect(records(items).map((record) => record.value)).toEqual([64]);
    expect(refusals(items).map((item) => item.refused)).toEqual([
      'El valor no es un número.',
      'La fecha no es válida.',
      'La unidad «stone» no se reconoce.',
      'La presión no trae sistólica y diastólica con la misma hora.',
    ]);
  });

  it('says in Spanish when the zip has no export.xml or is not a zip', async () => {
    const noXml = join(dir, 'other.zip');
    await writeZip(noXml, [{ name: 'fotos/uno.txt', content: 'hola' }]);
    await expect(collect(readAppleHealthExport(noXml))).rejects.toThrow(/apple_health_export\/export.xml/);
    const notZip = join(dir, 'not.zip');
    await writeFile(notZip, 'esto no es un zip');
    await expect(collect(readAppleHealthExport(notZip))).rejects.toThrow('El archivo no es un .zip válido');
  });
});

describe('CSV with a column map (Health Connect and other apps)', () => {
  it('reads dates in the person\'s zone, mmol/L and pounds, "130/85", and refuses bad rows by line', async () => {
    const path = join(dir, 'health-connect.csv');
    await writeFile(
      path,
      [
        'Fecha;Tipo;Valor;Unidad',
        '2026-11-01 07:30;Glucosa;7,2;mmol/L',
        '21/11/2026 08:00;Weight;180;lb',
        '2026-11-02T09:00:00-06:00;BloodPressureRecord;130/85;mmHg',
        '2026-11-03 10:00;Pulso;70;bpm',
        '2026-11-04 10:00;Cetonas;1;mmol/L',
        'mañana;Glucosa;100;mg/dL',
        '2026-11-05 10:00;Glucosa;ciento;mg/dL',
      ].join('\n'),
    );
    const items = await collect(
      readMappedCsv(
        path,
        { fecha: 'Fecha', valor: 'Valor', metrica: 'Tipo', unidad: 'Unidad' },
        'America/Mexico_City',
      ),
    );
    expect(records(items)).toEqual([
      {
        metric: 'glucosa',
        value: 129.7,
        value2: null,
        unit: 'mg/dL',
        measuredAt: new Date('2026-11-01T13:30:00Z'),
        device: null,
      },
      {
        metric: 'peso',
        value: 81.6,
        value2: null,
        unit: 'kg',
        measuredAt: new Date('2026-11-21T14:00:00Z'),
        device: null,
      },
      {
        metric: 'presion',
        value: 130,
        value2: 85,
        unit: 'mmHg',
        measuredAt: new Date('2026-11-02T15:00:00Z'),
        device: null,
      },
      {
        metric: 'frecuencia_cardiaca',
        value: 70,
        value2: null,
        unit: 'lpm',
        measuredAt: new Date('2026-11-03T16:00:00Z'),
        device: null,
      },
    ]);
    expect(refusals(items)).toEqual([
      { position: 6, refused: 'La métrica «Cetonas» no se reconoce (glucosa, presión, peso o pulso).' },
      { position: 7, refused: expect.stringContaining('La fecha y hora no se entiende') },
      { position: 8, refused: 'El valor no es un número.' },
    ]);
  });

  it('takes a fixed metric and a separate time column, and names a missing column', async () => {
    const path = join(dir, 'glucometro.csv');
    await writeFile(path, 'date,time,mg_dl\n2026-11-01,07:30,98\n');
    const items = await collect(
      readMappedCsv(
        path,
        { fecha: 'date', hora: 'time', valor: 'mg_dl', metrica_fija: 'glucosa' },
        'America/Mexico_City',
      ),
    );
    expect(records(items)).toEqual([
      {
        metric: 'glucosa',
        value: 98,
        value2: null,
        unit: 'mg/dL',
        measuredAt: new Date('2026-11-01T13:30:00Z'),
        device: null,
      },
    ]);
    await expect(
      collect(
        readMappedCsv(
          path,
          { fecha: 'fecha', valor: 'mg_dl', metrica_fija: 'glucosa' },
          'America/Mexico_City',
        ),
      ),
    ).rejects.toThrow('El archivo no tiene la columna «fecha» que elegiste.');
  });
});
