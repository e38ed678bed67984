import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingAs, createTestApp, registerUser, type TestApp } from './support/test-app';

const API = '/health-metrics/api';
/** Pages of a PDF as PDFKit writes them: one page object each (the page tree is "/Pages"). */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

describe('the doctor’s report as a PDF (CONTRACTS.md section 12)', () => {
  let t: TestApp;
  const clock = new Date('2026-12-01T12:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
  });
  afterAll(() => t.close());

  /** Ana with a month of meter data: two glucoses a day, a pressure morning and evening, a weight a week. */
  async function anaWithAMonth() {
    const user = await registerUser(t.app);
    const call = actingAs(t.app, user);
    await call('PUT', '/health-users/profile/', {
      first_name: 'Ana',
      last_name: 'López',
      time_zone: 'America/Mexico_City',
    });
    // The clinical fields, as Mi perfil stores them.
    await t.query(
      `UPDATE pacientes SET fecha_nacimiento = '1961-03-02', diagnostico = 'diabetes_tipo_2', estatura_cm = 158
       WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [user.email],
    );
    const medication = (
      await call('POST', '/health-users/medicamentos/', {
        paciente_id: null,
        nombre: 'Metformina',
        dosis: '850 mg',
      })
    ).json();
    await call('POST', '/health-users/medication_schedules/', {
      medicamento_id: medication.id,
      frecuencia: 'daily',
      hora: '08:00',
    });
    const log = async (body: object) => {
      const response = await call('POST', `${API}/readings/`, body);
      expect(response.statusCode, response.body).toBe(201);
    };
    for (let day = 1; day <= 30; day++) {
      const date = `2026-11-${String(day).padStart(2, '0')}`;
      await log({
        metric: 'glucosa',
        value: 110 + (day % 7) * 6,
        context: 'ayunas',
        measured_at: `${date}T07:00:00-06:00`,
      });
      await log({
        metric: 'glucosa',
        value: 150 + (day % 5) * 12,
        context: 'despues_de_comer',
        measured_at: `${date}T15:00:00-06:00`,
      });
      await log({
        metric: 'presion',
        value: 132 + (day % 4),
        v2: 84 + (day % 3),
        measured_at: `${date}T07:30:00-06:00`,
      });
      await log({ metric: 'presion', value: 138 + (day % 3), v2: 86, measured_at: `${date}T20:30:00-06:00` });
      if (day % 7 === 1)
        await log({ metric: 'peso', value: 78 - day / 10, measured_at: `${date}T07:10:00-06:00` });
    }
    await log({ metric: 'glucosa', value: 62, context: 'ayunas', measured_at: '2026-11-18T06:50:00-06:00' });
    return { call, user };
  }

  it('answers application/pdf: the summary on one page, a month of readings in at most 2 pages with it', async () => {
    const { call, user } = await anaWithAMonth();
    const summary = await call('GET', `${API}/report/pdf?from=2026-11-01&to=2026-11-30`);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.headers['content-type']).toBe('application/pdf');
    const pdf = summary.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);

    const withReadings = await call('GET', `${API}/report/pdf?from=2026-11-01&to=2026-11-30&annex=1`);
    expect(withReadings.statusCode).toBe(200);
    expect(pageCount(withReadings.rawPayload)).toBe(2);
    // To look at the pages: REPORT_PDF_DIR=/tmp/x, then pdftoppm -png.
    if (process.env.REPORT_PDF_DIR)
      writeFileSync(join(process.env.REPORT_PDF_DIR, 'month.pdf'), withReadings.rawPayload);

    // The figures on page 1, as the service hands them to the PDF.
    const [row] = await t.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [user.email]);
    const id = row!.id;
    const data = await t.parts.services.consultationReport.summary(Number(id), {
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(data.patient).toEqual({ name: 'Ana López', age: 65, diagnosis: expect.stringMatching(/tipo 2/) });
    expect(data.medications).toEqual([{ name: 'Metformina', dose: '850 mg', when: '08:00' }]);
    expect(data.glucose.map((row) => [row.label, row.count])).toEqual([
      ['En ayunas', 31],
      ['Después de comer', 30],
    ]);
    expect(data.glucose[0]!.inTarget).toBeCloseTo(18 / 31, 5);
    // Home pressure: the last 7 days (24–30) without the first: 25 to 30.
    expect(data.pressure.from).toBe('2026-11-25');
    expect(data.pressure.morning?.count).toBe(6);
    expect(data.pressure.evening?.count).toBe(6);
    expect(Number.isInteger(data.pressure.morning!.systolic)).toBe(true);
    expect(data.pressure.aboveHomeThreshold).toBeGreaterThan(0.4);
    expect(data.weight).toMatchObject({ first: { value: 77.9 }, last: { value: 75.1 }, change: -2.8 });
    expect(data.weight!.bmi).toBeCloseTo(30.1, 1);
    expect(data.events.total).toBe(1);
    expect(data.cgm).toBeNull();

    // Looked at as pages: poppler, when the machine has it, reads the same count.
    try {
      const dir = mkdtempSync(join(tmpdir(), 'vitalia-pdf-'));
      writeFileSync(join(dir, 'r.pdf'), withReadings.rawPayload);
      const info = execFileSync('pdfinfo', [join(dir, 'r.pdf')], { encoding: 'utf8' });
      expect(info).toMatch(/Pages:\s+2/);
    } catch (failure) {
      if ((failure as NodeJS.ErrnoException).code !== 'ENOENT') throw failure;
    }
  });

  it('goes through the access check and answers bad parameters in Spanish', async () => {
    const { call } = await anaWithAMonth();
    const bad = await call('GET', `${API}/report/pdf?annex=quiza`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/annex debe ser 1/);
    const badDate = await call('GET', `${API}/report/pdf?from=ayer`);
    expect(badDate.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: `${API}/report/pdf` });
    expect(anonymous.statusCode).toBe(401);
    const stranger = actingAs(t.app, await registerUser(t.app));
    const pacientes = (await call('GET', '/health-users/pacientes/')).json();
    const refused = await stranger('GET', `${API}/report/pdf?paciente_id=${pacientes[0].id}`);
    expect(refused.statusCode).toBe(404);
  });
});
