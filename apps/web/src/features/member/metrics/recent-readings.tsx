import { useId, useState } from 'react';
import type { ReadingReply } from '@vitalia/contracts/metrics';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorBox } from '../../../components/ui/error-box';
import { useAlertSettings } from '../api/alert-settings-queries';
import { describeError } from '../api/errors';
import { RECENT_READINGS_LIMIT } from '../api/metrics-api';
import { useDeleteReading, useReadings } from '../api/metrics-queries';
import { useSharedPatient } from '../api/shared-patient';
import { useNotify } from '../home/notice';
import { RowButton } from '../home/small-buttons';
import { EditReadingDialog } from './edit-reading-dialog';
import {
  contextLabel,
  formatDateTime,
  formatLongDate,
  formatReadingValue,
  sourceLabel,
  withUnit,
} from './metric-format';
import { RANGE_FLAG_TEXT, readingRangeFlag, type RangeFlag } from './reading-range';

/** "▲ Arriba de tu rango" beside a reading: in words, not colour alone. */
function RangeFlagBadge({ flag }: { flag: RangeFlag }) {
  return (
    <span className="ml-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 align-middle text-sm font-semibold text-amber-900">
      <span aria-hidden="true">{flag === 'high' ? '▲ ' : '▼ '}</span>
      {RANGE_FLAG_TEXT[flag]}
    </span>
  );
}

/** "128 mg/dL del 10 jun 2025, 08:00": how a row's buttons and dialogs name the reading. */
export function describeReading(reading: ReadingReply, timeZone: string): string {
  const value = withUnit(
    formatReadingValue(reading.metric, reading.value, reading.value2, reading.fuera_de_rango),
    reading.unit,
  );
  return `${value} del ${formatDateTime(Date.parse(reading.measured_at), timeZone)}`;
}

/**
 * Lecturas recientes: the selected metric's readings in the chosen dates, newest first, each with its
 * value and unit, local date and time, context and source, and Editar / Eliminar.
 */
export function RecentReadings({
  metric,
  metricName,
  from,
  to,
  timeZone,
}: {
  metric: string;
  metricName: string;
  from: string;
  to: string;
  timeZone: string;
}) {
  const headingId = useId();
  const notify = useNotify();
  const readings = useReadings({ metric, from, to }, true);
  // Someone who shares with the user: their readings are shown, not corrected from here.
  const shared = useSharedPatient() !== null;
  // The person's own ranges decide the flags; a shared person's list uses the standard ones.
  const thresholds = useAlertSettings(!shared).data?.umbrales;
  const deleteReading = useDeleteReading();
  const [editing, setEditing] = useState<ReadingReply | null>(null);
  const [deleting, setDeleting] = useState<ReadingReply | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function confirmDelete() {
    if (!deleting || deleteReading.isPending) return;
    try {
      await deleteReading.mutateAsync(deleting.id);
      setDeleting(null);
      notify('Lectura eliminada');
      // Its row is gone: focus waits on the list's heading rather than at the top of the page.
      requestAnimationFrame(() => document.getElementById(headingId)?.focus());
    } catch (failure) {
      setDeleteError(describeError('No se pudo eliminar la lectura', failure));
    }
  }

  let content;
  if (readings.isPending) {
    content = <p className="py-4 text-sm text-slate-500">Cargando lecturas...</p>;
  } else if (readings.isError && !readings.data) {
    content = (
      <div className="space-y-2">
        <ErrorBox message={describeError('No se pudieron cargar las lecturas', readings.error)} />
        <Button variant="secondary" onClick={() => void readings.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  } else if (readings.data.length === 0) {
    content = (
      <p className="py-4 text-sm text-slate-600">
        No hay lecturas de {metricName.toLowerCase()} en estas fechas.
      </p>
    );
  } else {
    content = (
      <>
        <ul aria-labelledby={headingId} className="divide-y divide-slate-100">
          {readings.data.map((reading) => {
            const described = describeReading(reading, timeZone);
            const context = contextLabel(reading.context);
            const flag = readingRangeFlag(reading, shared ? null : thresholds);
            return (
              <li key={reading.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900 tabular-nums">
                    {withUnit(
                      formatReadingValue(
                        reading.metric,
                        reading.value,
                        reading.value2,
                        reading.fuera_de_rango,
                      ),
                      reading.unit,
                    )}
                    {flag && <RangeFlagBadge flag={flag} />}
                  </p>
                  <p className="text-sm text-slate-600">
                    <time dateTime={reading.measured_at}>
                      {formatDateTime(Date.parse(reading.measured_at), timeZone)}
                    </time>
                    {context && ` · ${context}`}
                    {' · '}
                    <span className="whitespace-nowrap">{sourceLabel(reading.source)}</span>
                    {reading.registrada_por && (
                      <span className="whitespace-nowrap">
                        {' · '}Registrada por {reading.registrada_por}
                      </span>
                    )}
                  </p>
                  {reading.note && (
                    <p className="mt-0.5 text-sm break-words text-slate-700">{reading.note}</p>
                  )}
                </div>
                <div className={shared ? 'hidden' : 'flex shrink-0 gap-1'}>
                  <RowButton
                    aria-label={`Editar lectura de ${described}`}
                    onClick={() => setEditing(reading)}
                  >
                    Editar
                  </RowButton>
                  <RowButton
                    aria-label={`Eliminar lectura de ${described}`}
                    className="text-red-700 hover:bg-red-50 hover:text-red-800"
                    onClick={() => {
                      setDeleteError(null);
                      setDeleting(reading);
                    }}
                  >
                    Eliminar
                  </RowButton>
                </div>
              </li>
            );
          })}
        </ul>
        {readings.data.length >= RECENT_READINGS_LIMIT && (
          <p className="mt-2 text-xs text-slate-500">
            Se muestran las {RECENT_READINGS_LIMIT} más recientes; acorta las fechas o descarga el CSV para
            verlas todas.
          </p>
        )}
      </>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={headingId} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
        Lecturas recientes
      </h2>
      <p className="mb-2 text-sm text-slate-600">
        {metricName}, del {formatLongDate(from)} al {formatLongDate(to)}.
      </p>
      {content}
      {editing && (
        <EditReadingDialog
          reading={editing}
          description={describeReading(editing, timeZone)}
          timeZone={timeZone}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Eliminar lectura"
          message={`¿Eliminar la lectura de ${describeReading(deleting, timeZone)}? No se puede deshacer.`}
          confirmLabel="Eliminar"
          pendingLabel="Eliminando…"
          pending={deleteReading.isPending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        >
          <ErrorBox message={deleteError} />
        </ConfirmDialog>
      )}
    </section>
  );
}
