/**
 * The chart library's side of a chart. This module (and uPlot with its CSS) is its own chunk, loaded
 * with a dynamic import only when the metrics page draws its first chart.
 */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatPointTime, formatValue, withUnit } from '../metric-format';
import { BAND_FILL, formatTimeTicks, yRange, type ChartSpec } from './chart-spec';

export interface DrawnChart {
  setWidth(width: number): void;
  /** Moves the cursor to a point (keyboard); returns the point's description, or null if there is none. */
  step(direction: -1 | 1 | 'first' | 'last'): string | null;
  destroy(): void;
}

const AXIS_FONT = '14px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const AXIS_STROKE = '#475569';
const GRID_STROKE = '#e2e8f0';

/** Fills each normal range across the plot, under the grid and the lines. */
function drawBands(chart: uPlot, spec: ChartSpec) {
  const { ctx } = chart;
  const { left, top, width, height } = chart.bbox;
  ctx.save();
  ctx.fillStyle = BAND_FILL;
  for (const band of spec.bands) {
    const y1 = Math.max(top, chart.valToPos(band.max, 'y', true));
    const y2 = Math.min(top + height, chart.valToPos(band.min, 'y', true));
    if (y2 > y1) ctx.fillRect(left, y1, width, y2 - y1);
  }
  ctx.restore();
}

const BAND_OUTER = 'rgba(15, 118, 110, 0.16)';
const BAND_INNER = 'rgba(15, 118, 110, 0.36)';
const EDGE_COLOR = '#991b1b';

/** A dense series' percentiles: 10–90 light, 25–75 darker, under the median line. */
function drawPercentiles(chart: uPlot, spec: ChartSpec) {
  if (!spec.band || spec.band.length === 0) return;
  const { ctx } = chart;
  const x = (t: number) => chart.valToPos(t, 'x', true);
  const y = (v: number) => chart.valToPos(v, 'y', true);
  const area = (low: 'p10' | 'p25', high: 'p75' | 'p90', fill: string) => {
    ctx.beginPath();
    spec.band!.forEach((slice, index) =>
      index === 0 ? ctx.moveTo(x(slice.t), y(slice[high])) : ctx.lineTo(x(slice.t), y(slice[high])),
    );
    for (const slice of [...spec.band!].reverse()) ctx.lineTo(x(slice.t), y(slice[low]));
    ctx.closePath();
    ctx.fillStyle = fill;
    ctx.fill();
  };
  ctx.save();
  area('p10', 'p90', BAND_OUTER);
  area('p25', 'p75', BAND_INNER);
  ctx.restore();
}

/** A meter's HI at the top edge and LO at the bottom: a triangle and the word, never on the scale. */
function drawEdges(chart: uPlot, spec: ChartSpec) {
  if (spec.edges.length === 0) return;
  const { ctx } = chart;
  const { top, height } = chart.bbox;
  const ratio = uPlot.pxRatio;
  const size = 7 * ratio;
  ctx.save();
  ctx.fillStyle = EDGE_COLOR;
  ctx.font = `bold ${14 * ratio}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  for (const edge of spec.edges) {
    const x = chart.valToPos(edge.t, 'x', true);
    const high = edge.word === 'HI';
    const tip = high ? top + 2 * ratio : top + height - 2 * ratio;
    const base = high ? tip + size * 1.6 : tip - size * 1.6;
    ctx.beginPath();
    ctx.moveTo(x, tip);
    ctx.lineTo(x - size, base);
    ctx.lineTo(x + size, base);
    ctx.closePath();
    ctx.fill();
    ctx.textBaseline = high ? 'top' : 'bottom';
    ctx.fillText(edge.word, x, high ? base + 2 * ratio : base - 2 * ratio);
  }
  ctx.restore();
}

function describePoint(spec: ChartSpec, index: number): string | null {
  const time = spec.xs[index];
  if (time === undefined) return null;
  const values = spec.lines
    .map((line) => {
      const value = line.values[index];
      return value === null || value === undefined
        ? null
        : `${spec.lines.length > 1 ? `${line.label} ` : ''}${withUnit(formatValue(spec.metric, value), spec.unit)}`;
    })
    .filter(Boolean);
  return `${formatPointTime(time, spec.aggregation, spec.timeZone)}: ${values.join(', ')}`;
}

export function drawChart(container: HTMLElement, spec: ChartSpec, width: number): DrawnChart {
  const fewPoints = spec.xs.length <= 60;
  const options: uPlot.Options = {
    width,
    height: spec.height,
    // Times are epoch milliseconds; ticks fall on the user's local midnights, weeks and months.
    ms: 1,
    tzDate: (ts) => uPlot.tzDate(new Date(ts), spec.timeZone),
    // Room on the right for the last date label, which is centred on the edge.
    padding: [12, 24, 0, 0],
    cursor: { drag: { x: false, y: false }, points: { size: 9 } },
    legend: { live: true },
    scales: {
      x: { time: true, range: () => spec.xRange },
      y: { range: (_chart, min, max) => yRange(min, max, spec.bands, spec.extent) },
    },
    axes: [
      {
        font: AXIS_FONT,
        stroke: AXIS_STROKE,
        grid: { stroke: GRID_STROKE, width: 1 },
        ticks: { stroke: GRID_STROKE, width: 1 },
        space: 56,
        size: 48,
        values: (_chart, ticks, _axis, _space, increment) => formatTimeTicks(ticks, increment, spec.timeZone),
      },
      {
        font: AXIS_FONT,
        stroke: AXIS_STROKE,
        grid: { stroke: GRID_STROKE, width: 1 },
        ticks: { stroke: GRID_STROKE, width: 1 },
        size: 48,
        values: (_chart, ticks) => ticks.map((tick) => formatValue(spec.metric, tick)),
      },
    ],
    series: [
      {
        label: 'Fecha',
        value: (_chart, ts) => (ts === null ? '—' : formatPointTime(ts, spec.aggregation, spec.timeZone)),
      },
      ...spec.lines.map((line, index): uPlot.Series => ({
        label: line.label,
        stroke: line.color,
        width: 2,
        dash: index === 1 ? [6, 4] : undefined,
        // Markers of one glucose context stand alone: no line joins them into a zigzag.
        ...(line.markers
          ? { paths: () => null, points: { show: true, size: 8, fill: line.color } }
          : { spanGaps: true, points: fewPoints ? { show: true, size: 7, fill: line.color } : undefined }),
        value: (_chart, value) =>
          value === null ? '—' : withUnit(formatValue(spec.metric, value), spec.unit),
      })),
    ],
    hooks: {
      drawClear: [(chart) => drawBands(chart, spec), (chart) => drawPercentiles(chart, spec)],
      draw: [(chart) => drawEdges(chart, spec)],
      // Away from the cursor the legend shows the latest point rather than dashes.
      setLegend: [
        (chart) => {
          if (chart.legend.idx == null && lastIndex >= 0) chart.setLegend({ idx: lastIndex }, false);
        },
      ],
    },
  };
  const lastIndex = spec.xs.length - 1;
  const data: uPlot.AlignedData = [spec.xs, ...spec.lines.map((line) => line.values)];
  const chart = new uPlot(options, data, container);
  if (lastIndex >= 0) chart.setLegend({ idx: lastIndex }, false);
  let index: number | null = null;

  return {
    setWidth(newWidth) {
      if (newWidth > 0 && Math.abs(newWidth - chart.width) >= 1) {
        chart.setSize({ width: newWidth, height: spec.height });
      }
    },
    step(direction) {
      const count = spec.xs.length;
      if (count === 0) return null;
      if (direction === 'first') index = 0;
      else if (direction === 'last') index = count - 1;
      else index = Math.min(count - 1, Math.max(0, (index ?? (direction > 0 ? -1 : count)) + direction));
      const time = spec.xs[index]!;
      const value = spec.lines[0]?.values[index];
      chart.setCursor({
        left: chart.valToPos(time, 'x'),
        top: value === null || value === undefined ? 0 : chart.valToPos(value, 'y'),
      });
      return describePoint(spec, index);
    },
    destroy() {
      chart.destroy();
    },
  };
}
