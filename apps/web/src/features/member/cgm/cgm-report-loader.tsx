import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { CgmReportReply } from '@vitalia/contracts/metrics';
import type { DateRange } from '../api/metrics-api';
import { useCgmReport } from '../api/report-queries';
import type { CgmVariant } from './cgm-section';

/** A failed download of the section's chunk says so instead of breaking the page. */
function SectionUnavailable() {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      No se pudo cargar el perfil del sensor. Recarga la página para intentarlo de nuevo.
    </p>
  );
}

// The section and uPlot load only when the period has sensor values.
const CgmSection = lazy(
  (): Promise<{ default: ComponentType<{ cgm: CgmReportReply; variant: CgmVariant }> }> =>
    import('./cgm-section').catch(() => ({ default: SectionUnavailable })),
);

/**
 * Asks for the sensor's figures and shows its section when the period has sensor (CGM) values;
 * otherwise `children` (the report's time in range of all glucose readings), also while loading or
 * after a failed request.
 */
export default function CgmReportLoader({
  range,
  variant,
  children,
}: {
  range: DateRange;
  variant: CgmVariant;
  children?: ReactNode;
}) {
  const cgm = useCgmReport(range);
  if (!cgm.data || cgm.data.readings === 0) return <>{children}</>;
  return (
    <Suspense
      fallback={
        <p role="status" className="py-6 text-center text-slate-500">
          Cargando el perfil del sensor…
        </p>
      }
    >
      <CgmSection cgm={cgm.data} variant={variant} />
    </Suspense>
  );
}
