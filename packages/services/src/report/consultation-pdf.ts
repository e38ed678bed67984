/**
 * The consultation summary as a PDF (CONTRACTS.md section 12), drawn with PDFKit on the server: page 1
 * is what a doctor reads in a 10-minute visit; the raw readings follow only when asked for. Every page
 * carries the patient's name and its number. Standard PDF fonts (WinAnsi): no glyph outside Latin-1.
 */
import PDFDocument from 'pdfkit';
import { RANGE_COLORS, type CgmRangeKey } from '@vitalia/domain';
import type { ConsultationSummary } from './consultation-data';
import { GLUCOSE_TARGETS_SOURCE, HOME_PRESSURE_SOURCE } from './consultation-summary';

const MARGIN = 40;
const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';
const RANGE_LABELS: ReadonlyArray<[CgmRangeKey, string]> = [
  ['very_high', 'Muy alta (más de 250)'],
  ['high', 'Alta (181 a 250)'],
  ['in_range', 'En rango (70 a 180)'],
  ['low', 'Baja (54 a 69)'],
  ['very_low', 'Muy baja (menos de 54)'],
];

const one = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });
const percent = (share: number | null) => (share === null ? '—' : `${whole.format(share * 100)} %`);
const num = (value: number | null) => (value === null ? '—' : whole.format(value));

type Doc = InstanceType<typeof PDFDocument>;

function heading(doc: Doc, text: string) {
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(11.5).fillColor(INK).text(text, MARGIN);
  const y = doc.y + 1;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(0.25).font('Helvetica').fontSize(10);
}

function line(doc: Doc, label: string, value: string) {
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(INK)
    .text(`${label}: `, MARGIN, doc.y, { continued: true });
  doc.font('Helvetica').text(value);
}

function note(doc: Doc, text: string) {
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(text, MARGIN).fillColor(INK).fontSize(10);
}

/** A small table: columns as [title, width, align]. */
function table(doc: Doc, columns: ReadonlyArray<[string, number, 'left' | 'right']>, rows: string[][]) {
  const draw = (cells: string[], bold: boolean) => {
    const y = doc.y;
    let x = MARGIN;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5);
    cells.forEach((cell, index) => {
      const [, width, align] = columns[index]!;
      doc.text(cell, x, y, { width: width - 6, align, lineBreak: false });
      x += width;
    });
    doc.y = y + 13;
  };
  draw(
    columns.map(([title]) => title),
    true,
  );
  for (const row of rows) draw(row, false);
  doc.x = MARGIN;
}

function timeInRange(doc: Doc, shares: Record<CgmRangeKey, number>) {
  const barWidth = doc.page.width - 2 * MARGIN - 200;
  for (const [key, label] of RANGE_LABELS) {
    const y = doc.y;
    doc.rect(MARGIN, y + 1, 9, 9).fill(RANGE_COLORS[key]);
    doc
      .fillColor(INK)
      .font('Helvetica')
      .fontSize(9.5)
      .text(label, MARGIN + 14, y, { width: 130, lineBreak: false });
    doc.text(percent(shares[key]), MARGIN + 146, y, { width: 44, align: 'right', lineBreak: false });
    doc.rect(MARGIN + 196, y + 2, Math.max(0.5, barWidth * shares[key]), 7).fill(RANGE_COLORS[key]);
    doc.fillColor(INK);
    doc.y = y + 12.5;
  }
  doc.x = MARGIN;
}

function summaryPage(doc: Doc, s: ConsultationSummary) {
  doc.font('Helvetica-Bold').fontSize(16).fillColor(INK).text('Resumen para la consulta', MARGIN, MARGIN);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Periodo: ${s.periodText} · Generado el ${s.generatedText}`);
  doc.fillColor(INK);

  heading(doc, 'Paciente');
  line(doc, 'Nombre', s.patient.name);
  line(doc, 'Edad', s.patient.age === null ? 'sin fecha de nacimiento' : `${s.patient.age} años`);
  line(doc, 'Diagnóstico', s.patient.diagnosis ?? 'no registrado');
  line(
    doc,
    'Medicamentos',
    s.medications === null
      ? 'no compartidos con quien consulta'
      : s.medications.length === 0
        ? 'ninguno registrado'
        : s.medications
            .map((m) => `${m.name}${m.dose ? ` ${m.dose}` : ''}${m.when ? ` (${m.when})` : ''}`)
            .join('; '),
  );

  heading(doc, 'Glucosa por momento del día (glucómetro)');
  if (s.glucose.length === 0) doc.text('Sin lecturas de glucosa en el periodo.');
  else {
    table(
      doc,
      [
        ['Momento', 120, 'left'],
        ['Lecturas', 60, 'right'],
        ['Promedio', 70, 'right'],
        ['Mín.–máx.', 90, 'right'],
        ['Meta (mg/dL)', 95, 'right'],
        ['En meta', 60, 'right'],
      ],
      s.glucose.map((row) => [
        row.label,
        String(row.count),
        num(row.mean),
        `${num(row.min)}–${num(row.max)}`,
        row.target,
        percent(row.inTarget),
      ]),
    );
    note(doc, `Metas: ${GLUCOSE_TARGETS_SOURCE}. Valores en mg/dL.`);
  }
  if (s.meterTimeInRange) {
    doc
      .moveDown(0.3)
      .font('Helvetica-Bold')
      .fontSize(10)
      .text('Lecturas por rango (consenso internacional 2019)');
    doc.font('Helvetica');
    timeInRange(doc, s.meterTimeInRange);
  }
  if (s.events.total > 0) {
    doc.moveDown(0.2);
    line(doc, 'Bajas y fuera del rango del glucómetro', `${s.events.total}: ${s.events.text}`);
  }

  if (s.cgm) {
    heading(doc, 'Sensor (monitoreo continuo)');
    line(
      doc,
      'Tiempo',
      `en rango (TIR) ${percent(s.cgm.tir)} · debajo de 70 (TBR) ${percent(s.cgm.tbr)} · arriba de 180 (TAR) ${percent(s.cgm.tar)}`,
    );
    line(
      doc,
      'Promedio y variabilidad',
      `${num(s.cgm.mean)} mg/dL · CV ${s.cgm.cv === null ? '—' : `${one.format(s.cgm.cv)} %`} · GMI ${s.cgm.gmi === null ? 'no disponible' : `${one.format(s.cgm.gmi)} %`}`,
    );
    note(
      doc,
      `${s.cgm.sufficiency} Fuentes: Battelino y cols., Diabetes Care 2019 (rangos y metas); Bergenstal y cols., Diabetes Care 2018 (GMI).`,
    );
  }

  heading(doc, 'Presión arterial en casa');
  if (s.pressure.count === 0) doc.text(`Sin lecturas del ${s.pressure.fromText} al ${s.pressure.toText}.`);
  else {
    const average = (part: ConsultationSummary['pressure']['morning']) =>
      part ? `${part.systolic}/${part.diastolic} mmHg (${part.count})` : 'sin lecturas';
    line(doc, 'Mañana', average(s.pressure.morning));
    line(doc, 'Noche', average(s.pressure.evening));
    line(doc, 'En 135/85 o más', percent(s.pressure.aboveHomeThreshold));
    note(doc, `Del ${s.pressure.fromText} al ${s.pressure.toText}. ${HOME_PRESSURE_SOURCE}.`);
  }

  heading(doc, 'Peso');
  if (!s.weight) doc.text('Sin lecturas de peso en el periodo.');
  else {
    const sign = s.weight.change > 0 ? '+' : '';
    line(
      doc,
      'Tendencia',
      `${one.format(s.weight.first.value)} kg a ${one.format(s.weight.last.value)} kg (${sign}${one.format(s.weight.change)} kg)${s.weight.bmi === null ? '' : ` · IMC ${one.format(s.weight.bmi)}`}`,
    );
  }

  heading(doc, 'Toma de medicamentos');
  if (s.adherence.length === 0) doc.text('Sin tomas programadas en el periodo.');
  else
    for (const row of s.adherence) {
      line(
        doc,
        row.name,
        row.scheduled === 0
          ? 'sin recordatorios'
          : `${row.taken} de ${row.scheduled} tomas (${percent(row.taken / row.scheduled)})`,
      );
    }

  heading(doc, 'Alertas del periodo');
  doc.text(s.alerts.length === 0 ? 'Ninguna.' : s.alerts.join(' · '));
  doc.moveDown(0.6);
  note(doc, 'Vitalia ordena las lecturas que la persona registró; no diagnostica ni indica tratamientos.');
}

function annex(doc: Doc, s: ConsultationSummary) {
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(13).fillColor(INK).text('Anexo: lecturas del periodo', MARGIN, MARGIN);
  doc.moveDown(0.4);
  // Three columns: a month of meter readings (about 120) fits on one page.
  const columns = 3;
  const columnWidth = (doc.page.width - 2 * MARGIN) / columns;
  const top = doc.y;
  const bottom = doc.page.height - MARGIN - 24;
  let column = 0;
  let pageTop = top;
  doc.y = top;
  for (const row of s.rows) {
    if (doc.y > bottom) {
      if (column < columns - 1) column += 1;
      else {
        doc.addPage();
        column = 0;
        pageTop = MARGIN;
      }
      doc.y = pageTop;
    }
    const x = MARGIN + column * columnWidth;
    const y = doc.y;
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(INK)
      .text(row, x, y, { width: columnWidth - 8, lineBreak: false });
    doc.y = y + 11;
  }
}

/** Draws the summary (and the annex of raw readings when asked) and resolves with the PDF's bytes. */
export function renderConsultationPdf(summary: ConsultationSummary, withAnnex: boolean): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    // A date of the day, not the second: the same report asked twice in a day is the same file.
    info: {
      Title: `Resumen para la consulta: ${summary.patient.name}`,
      Author: 'Vitalia',
      CreationDate: summary.generatedOn,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  summaryPage(doc, summary);
  if (withAnnex && summary.rows.length > 0) annex(doc, summary);
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    const y = doc.page.height - MARGIN + 8;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${summary.patient.name} · ${summary.periodText}`, MARGIN, y, { lineBreak: false })
      .text(`Página ${index + 1} de ${range.count}`, MARGIN, y, {
        width: doc.page.width - 2 * MARGIN,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
