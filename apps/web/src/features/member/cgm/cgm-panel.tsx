import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { DateRange } from '../api/metrics-api';
import type { CgmVariant } from './cgm-section';

interface CgmPanelProps {
  range: DateRange;
  variant: CgmVariant;
  children?: ReactNode;
}

/** Without the loader's chunk (a failed download) the page shows what it showed before: `children`. */
const Fallback = ({ children }: CgmPanelProps) => <>{children}</>;

// Everything about the sensor is a chunk of its own, so the page's first load does not grow with it.
let loading: Promise<{ default: ComponentType<CgmPanelProps> }> | null = null;
export function loadCgmLoader() {
  loading ??= import('./cgm-report-loader').catch(() => ({ default: Fallback }));
  return loading;
}
const CgmReportLoader = lazy(loadCgmLoader);

/**
 * The sensor's (CGM) section of a period, when it has sensor values; `children` otherwise and until
 * it is known.
 */
export function CgmPanel(props: CgmPanelProps) {
  return (
    <Suspense fallback={props.children ?? null}>
      <CgmReportLoader {...props} />
    </Suspense>
  );
}
