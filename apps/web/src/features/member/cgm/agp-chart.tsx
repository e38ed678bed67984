import { useEffect, useRef } from 'react';
import type { CgmReportReply } from '@vitalia/contracts/metrics';
import { drawAgp } from './agp-draw';

export const AGP_HEIGHT = 260;

/** The profile drawn as wide as its column; hidden from screen readers, the table says the same. */
export function AgpChart({ cgm }: { cgm: CgmReportReply }) {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    container.replaceChildren();
    const chart = drawAgp(
      container,
      cgm.profile,
      cgm.bucket_minutes,
      container.clientWidth || 320,
      AGP_HEIGHT,
    );
    const observer = new ResizeObserver(() => chart.setWidth(container.clientWidth));
    observer.observe(container);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [cgm]);

  return (
    <div
      ref={containerRef}
      aria-hidden="true"
      data-testid="agp-chart"
      className="metric-chart w-full overflow-hidden"
      style={{ minHeight: AGP_HEIGHT }}
    />
  );
}
