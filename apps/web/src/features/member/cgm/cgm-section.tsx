/**
 * The sensor's (CGM) part of Mis métricas and of the printable report: time in ranges with the
 * consensus targets, the 14-day glucose profile, mean, variability and GMI, and whether there is enough
 * data. A chunk of its own (with uPlot), loaded only when the period has sensor data.
 */
import type { CgmReportReply } from '@vitalia/contracts/metrics';
import { RANGE_ROWS, RangeBar, RangeSwatch } from '../glucose/range-display';
import { GMI_UNAVAILABLE_TEXT } from '@vitalia/domain/cgm';
import { ColumnHeads, NUM, ReportSection, ReportTable, TD } from '../report/report-section';
import { periodPhrase } from '../report/report-format';
import { AgpChart } from './agp-chart';
import {
  describeSufficiency,
  formatMinuteOfDay,
  formatOneDecimal,
  formatShare,
  formatTimePerDay,
  formatWhole,
  hourlyRows,
  metText,
  sourceDocuments,
} from './cgm-format';

export type CgmVariant = 'page' | 'report';

function TimeInRanges({ cgm }: { cgm: CgmReportReply }) {
  const shares = cgm.time_in_ranges!;
  return (
    <ReportSection title="Tiempo en rango" keep>
      <p className="mb-3 text-sm text-slate-700">
        Qué parte del tiempo estuvo la glucosa en cada rango, según el sensor,{' '}
        {periodPhrase(cgm.from, cgm.to)}.
      </p>
      {/* The same figures as the table below, drawn as one stacked bar. */}
      <RangeBar shares={shares} className="mb-4 h-7" />
      <ReportTable label="Tiempo en cada rango de glucosa">
        <ColumnHeads
          columns={[
            'Rango',
            { label: 'Porcentaje', numeric: true },
            { label: 'Tiempo al día', numeric: true },
          ]}
        />
        <tbody>
          {RANGE_ROWS.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`${TD} font-medium`}>
                <RangeSwatch color={row.color} />
                {row.label} <span className="font-normal text-slate-600">({row.span})</span>
              </th>
              <td className={`${TD} ${NUM} font-semibold`}>{formatShare(shares[row.key])}</td>
              <td className={`${TD} ${NUM} text-slate-700`}>{formatTimePerDay(shares[row.key])}</td>
            </tr>
          ))}
        </tbody>
      </ReportTable>
      <h3 className="mt-5 mb-2 font-semibold text-slate-900">
        Metas para la mayoría de los adultos con diabetes
      </h3>
      <ReportTable label="Metas de tiempo en rango">
        <ColumnHeads columns={['Meta', { label: 'Resultado', numeric: true }, '¿Se cumple?']} />
        <tbody>
          {cgm.targets.map((target) => (
            <tr key={target.id}>
              <th scope="row" className={`${TD} font-normal`}>
                {target.label}
              </th>
              <td className={`${TD} ${NUM} font-semibold`}>{formatShare(target.share)}</td>
              <td className={`${TD} whitespace-nowrap ${target.met ? 'text-green-800' : 'text-amber-800'}`}>
                <span aria-hidden="true">{target.met ? '✓ ' : '• '}</span>
                {metText(target.met)}
              </td>
            </tr>
          ))}
        </tbody>
      </ReportTable>
      <p className="mt-2 text-xs text-slate-600">
        Metas del consenso internacional de tiempo en rango (2019). Tu médico puede indicarte otras, por
        ejemplo en el embarazo o en personas mayores.
      </p>
    </ReportSection>
  );
}

function GlucoseProfile({ cgm, variant }: { cgm: CgmReportReply; variant: CgmVariant }) {
  const table = (
    <ReportTable label="Perfil de glucosa por hora del día, en mg/dL">
      <ColumnHeads
        columns={[
          'Hora',
          { label: '5 %', numeric: true },
          { label: '25 %', numeric: true },
          { label: 'Mediana', numeric: true },
          { label: '75 %', numeric: true },
          { label: '95 %', numeric: true },
        ]}
      />
      <tbody>
        {hourlyRows(cgm.profile).map((bucket) => (
          <tr key={bucket.minute}>
            <th scope="row" className={`${TD} font-medium tabular-nums`}>
              {formatMinuteOfDay(bucket.minute)}
            </th>
            <td className={`${TD} ${NUM}`}>{formatWhole(bucket.p5)}</td>
            <td className={`${TD} ${NUM}`}>{formatWhole(bucket.p25)}</td>
            <td className={`${TD} ${NUM} font-semibold`}>{formatWhole(bucket.p50)}</td>
            <td className={`${TD} ${NUM}`}>{formatWhole(bucket.p75)}</td>
            <td className={`${TD} ${NUM}`}>{formatWhole(bucket.p95)}</td>
          </tr>
        ))}
      </tbody>
    </ReportTable>
  );
  return (
    <ReportSection title={`Perfil de glucosa de ${cgm.days} días`}>
      <p className="mb-3 text-sm text-slate-700">
        Todos los días del sensor encimados en un solo día de 24 horas, para ver a qué hora sube o baja la
        glucosa.
      </p>
      <figure
        aria-label={`Gráfica del perfil de glucosa de ${cgm.days} días; la tabla tiene los mismos datos`}
      >
        <AgpChart cgm={cgm} />
        <figcaption className="mt-2 grid gap-1 text-xs text-slate-700 sm:grid-cols-2">
          <span className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block h-1 w-5 shrink-0 rounded bg-blue-900" />
            Línea oscura: la mediana (la mitad de las lecturas de esa hora quedó abajo).
          </span>
          <span className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block h-3 w-5 shrink-0 rounded-sm bg-blue-600/45" />
            Franja azul: la mitad central de las lecturas (25 a 75 %).
          </span>
          <span className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block h-3 w-5 shrink-0 rounded-sm bg-blue-600/15" />
            Franja clara: 9 de cada 10 lecturas (5 a 95 %).
          </span>
          <span className="flex items-center gap-2">
            <span aria-hidden="true" className="inline-block h-3 w-5 shrink-0 rounded-sm bg-green-600/20" />
            Franja verde: el rango de 70 a 180 mg/dL.
          </span>
        </figcaption>
      </figure>
      {variant === 'report' ? (
        <div className="mt-4">
          <h3 className="mb-2 font-semibold text-slate-900">El perfil en números (mg/dL)</h3>
          {table}
        </div>
      ) : (
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">
            Ver el perfil en números (mg/dL)
          </summary>
          <div className="mt-2">{table}</div>
        </details>
      )}
    </ReportSection>
  );
}

function Figures({ cgm }: { cgm: CgmReportReply }) {
  const cvMet = cgm.cv_target.met;
  return (
    <ReportSection title="Promedio, variabilidad y GMI" keep>
      <dl className="grid gap-3 sm:grid-cols-3">
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-sm font-medium text-slate-600">Glucosa promedio</dt>
          <dd className="text-2xl font-semibold text-slate-900 tabular-nums">
            {cgm.mean === null ? '—' : `${formatWhole(cgm.mean)} mg/dL`}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-sm font-medium text-slate-600">Variabilidad (coeficiente de variación)</dt>
          <dd className="text-2xl font-semibold text-slate-900 tabular-nums">
            {cgm.cv === null ? '—' : `${formatOneDecimal(cgm.cv)} %`}
          </dd>
          <dd className={`text-sm ${cvMet === false ? 'text-amber-800' : 'text-slate-700'}`}>
            Meta: {cgm.cv_target.max_percent} % o menos
            {cvMet === null ? '' : `. ${cvMet ? 'La glucosa es estable.' : 'La glucosa sube y baja mucho.'}`}
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-sm font-medium text-slate-600">GMI estimado (indicador de glucosa)</dt>
          {cgm.gmi === null ? (
            <dd className="text-sm text-slate-700">
              No se muestra. {GMI_UNAVAILABLE_TEXT[cgm.gmi_unavailable ?? 'no_data']}
            </dd>
          ) : (
            <>
              <dd className="text-2xl font-semibold text-slate-900 tabular-nums">
                {formatOneDecimal(cgm.gmi)} %
              </dd>
              <dd className="text-sm text-slate-700">
                Estima la A1c con el promedio del sensor; no sustituye la prueba de hemoglobina glicada (A1c)
                del laboratorio.
              </dd>
            </>
          )}
        </div>
      </dl>
      <h3 className="mt-5 mb-1 font-semibold text-slate-900">¿Hay datos suficientes?</h3>
      <p className="text-sm text-slate-700">{describeSufficiency(cgm)}</p>
      {!cgm.enough_data && (
        <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Para que estas cifras muestren la glucosa de siempre se necesitan 14 días con al menos 70 % de las
          lecturas del sensor. Tómalas como una guía.
        </p>
      )}
      <p className="mt-4 text-xs text-slate-600">Fuentes: {sourceDocuments(cgm.sources).join('; ')}.</p>
    </ReportSection>
  );
}

/** Everything the sensor says about the period, in the order a doctor reads a CGM report. */
export default function CgmSection({ cgm, variant }: { cgm: CgmReportReply; variant: CgmVariant }) {
  return (
    <div className="space-y-6" data-testid="cgm-section">
      <TimeInRanges cgm={cgm} />
      <GlucoseProfile cgm={cgm} variant={variant} />
      <Figures cgm={cgm} />
    </div>
  );
}
