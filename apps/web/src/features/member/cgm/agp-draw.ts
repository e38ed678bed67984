/**
 * Draws the ambulatory glucose profile with uPlot (the metrics page's chart library, from this app's
 * own build): the 5–95 and 25–75 percentile bands, the median, and the 70–180 mg/dL range in green,
 * over one local day. This module and uPlot load only with the sensor's section.
 */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { CgmReportReply } from '@vitalia/contracts/metrics';
import { formatMinuteOfDay } from './cgm-format';

export const AGP_COLORS = {
  median: '#1e3a8a',
  inner: 'rgba(37, 99, 235, 0.45)',
  outer: 'rgba(37, 99, 235, 0.16)',
  outerLine: 'rgba(37, 99, 235, 0.5)',
  target: 'rgba(22, 163, 74, 0.14)',
  targetLine: '#15803d',
} as const;

const AXIS_FONT = '14px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const AXIS_STROKE = '#475569';
const GRID_STROKE = '#e2e8f0';
const TARGET = { min: 70, max: 180 };

export interface DrawnAgp {
  setWidth(width: number): void;
  destroy(): void;
}

function drawTarget(chart: uPlot) {
  const { ctx } = chart;
  const { left, top, width, height } = chart.bbox;
  const y1 = Math.max(top, chart.valToPos(TARGET.max, 'y', true));
  const y2 = Math.min(top + height, chart.valToPos(TARGET.min, 'y', true));
  ctx.save();
  ctx.fillStyle = AGP_COLORS.target;
  ctx.fillRect(left, y1, width, y2 - y1);
  ctx.strokeStyle = AGP_COLORS.targetLine;
  ctx.lineWidth = Math.max(1, devicePixelRatio);
  for (const y of [y1, y2]) {
    ctx.beginPath();
    ctx.moveTo(left, y);
    ctx.lineTo(left + width, y);
    ctx.stroke();
  }
  ctx.restore();
}

export function drawAgp(
  container: HTMLElement,
  profile: CgmReportReply['profile'],
  bucketMinutes: number,
  width: number,
  height: number,
): DrawnAgp {
  // Each bucket drawn at its middle; the day closes on itself, so the first bucket repeats at 24:00.
  const rows = profile.length > 0 ? [...profile, { ...profile[0]!, minute: 1440 }] : [];
  const xs = rows.map((row, index) => (index === rows.length - 1 ? 1440 : row.minute + bucketMinutes / 2));
  const top = Math.max(300, ...profile.map((row) => row.p95 + 20));
  const line = (key: 'p5' | 'p25' | 'p50' | 'p75' | 'p95') => rows.map((row) => row[key]);
  const options: uPlot.Options = {
    width,
    height,
    // Room on the right for the last hour's label, centred on the edge.
    padding: [12, 24, 0, 0],
    cursor: { show: false },
    legend: { show: false },
    scales: {
      x: { time: false, range: () => [0, 1440] },
      y: { range: () => [40, Math.ceil(top / 50) * 50] },
    },
    axes: [
      {
        font: AXIS_FONT,
        stroke: AXIS_STROKE,
        grid: { stroke: GRID_STROKE, width: 1 },
        ticks: { stroke: GRID_STROKE, width: 1 },
        splits: (self) =>
          self.width < 480 ? [0, 360, 720, 1080, 1440] : [0, 180, 360, 540, 720, 900, 1080, 1260, 1440],
        values: (_chart, ticks) => ticks.map((tick) => (tick === 1440 ? '24:00' : formatMinuteOfDay(tick))),
        size: 40,
      },
      {
        font: AXIS_FONT,
        stroke: AXIS_STROKE,
        grid: { stroke: GRID_STROKE, width: 1 },
        ticks: { stroke: GRID_STROKE, width: 1 },
        // 54 would sit on top of 70's label at this height; the range lines carry the meaning.
        splits: (_chart, _axis, min, max) => [70, 180, 250, 350].filter((v) => v >= min && v <= max),
        values: (_chart, ticks) => ticks.map(String),
        size: 40,
      },
    ],
    series: [
      {},
      { label: '5 %', stroke: AGP_COLORS.outerLine, width: 1, dash: [4, 4] },
      { label: '25 %', stroke: AGP_COLORS.inner, width: 1 },
      { label: 'Mediana', stroke: AGP_COLORS.median, width: 3 },
      { label: '75 %', stroke: AGP_COLORS.inner, width: 1 },
      { label: '95 %', stroke: AGP_COLORS.outerLine, width: 1, dash: [4, 4] },
    ],
    bands: [
      { series: [5, 1], fill: AGP_COLORS.outer },
      { series: [4, 2], fill: AGP_COLORS.inner },
    ],
    hooks: { drawClear: [drawTarget] },
  };
  const data: uPlot.AlignedData = [xs, line('p5'), line('p25'), line('p50'), line('p75'), line('p95')];
  const chart = new uPlot(options, data, container);
  return {
    setWidth(newWidth) {
      if (newWidth > 0 && Math.abs(newWidth - chart.width) >= 1) chart.setSize({ width: newWidth, height });
    },
    destroy() {
      chart.destroy();
    },
  };
}
