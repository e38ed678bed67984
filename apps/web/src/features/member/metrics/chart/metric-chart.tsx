import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import type { ChartSpec } from './chart-spec';
import type * as UplotChart from './uplot-chart';
import type { DrawnChart } from './uplot-chart';

type ChartModule = typeof UplotChart;

let loading: Promise<ChartModule> | null = null;

/**
 * The chart library's chunk (uPlot and its CSS, from this app's own build), fetched once on first use.
 * A failed download is forgotten, so Reintentar fetches it again.
 */
export function loadChartModule(): Promise<ChartModule> {
  loading ??= import('./uplot-chart').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

const KEY_STEPS: Record<string, -1 | 1 | 'first' | 'last'> = {
  ArrowLeft: -1,
  ArrowDown: -1,
  ArrowRight: 1,
  ArrowUp: 1,
  Home: 'first',
  End: 'last',
};

/**
 * One chart, drawn by uPlot once its chunk arrives, as wide as its column. The drawing is hidden from
 * screen readers (the figure's summary says what it shows); with the keyboard, the arrow keys walk the
 * points and each one is read out.
 */
export function MetricChart({ spec, label }: { spec: ChartSpec; label: string }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<DrawnChart | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [attempt, setAttempt] = useState(0);
  const [pointText, setPointText] = useState('');
  const helpId = useId();

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let cancelled = false;
    let chart: DrawnChart | null = null;
    let observer: ResizeObserver | null = null;
    loadChartModule().then(
      ({ drawChart }) => {
        if (cancelled) return;
        container.replaceChildren();
        chart = drawChart(container, spec, container.clientWidth || 320);
        chartRef.current = chart;
        observer = new ResizeObserver(() => chart?.setWidth(container.clientWidth));
        observer.observe(container);
        setStatus('ready');
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
      chartRef.current = null;
    };
  }, [spec, attempt]);

  function handleKeyDown(event: KeyboardEvent) {
    const step = KEY_STEPS[event.key];
    if (step === undefined || !chartRef.current) return;
    event.preventDefault();
    setPointText(chartRef.current.step(step) ?? 'La gráfica no tiene puntos.');
  }

  if (status === 'failed') {
    return (
      <div
        role="alert"
        className="flex flex-col items-center justify-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        style={{ minHeight: Math.min(spec.height, 200) }}
      >
        No se pudo cargar la gráfica
        <Button
          variant="secondary"
          onClick={() => {
            setStatus('loading');
            setAttempt((count) => count + 1);
          }}
        >
          Reintentar
        </Button>
      </div>
    );
  }

  const interactive = status === 'ready' && spec.xs.length > 0;
  return (
    <div>
      <div
        role={interactive ? 'group' : undefined}
        tabIndex={interactive ? 0 : undefined}
        aria-label={interactive ? `Gráfica de ${label}` : undefined}
        aria-describedby={interactive ? helpId : undefined}
        onKeyDown={handleKeyDown}
        className="relative rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {/* React renders nothing inside this box; uPlot owns it. */}
        <div
          ref={containerRef}
          aria-hidden="true"
          data-chart-status={status}
          className="metric-chart w-full overflow-hidden"
          style={{ minHeight: spec.height }}
        />
        {status === 'loading' && (
          <p className="absolute inset-0 grid place-items-center text-sm text-slate-500">Cargando gráfica…</p>
        )}
      </div>
      {interactive && (
        <>
          <p id={helpId} className="sr-only">
            Usa las flechas izquierda y derecha para recorrer los puntos, Inicio y Fin para ir al primero y al
            último.
          </p>
          <p aria-live="polite" className="sr-only">
            {pointText}
          </p>
        </>
      )}
    </div>
  );
}
