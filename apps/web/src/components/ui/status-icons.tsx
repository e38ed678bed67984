import { LineIcon } from './line-icon';
/** Line icons for alerts and notices: SVG, so they draw the same without an emoji font. */
const PATHS = {
  alert: 'M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  check: 'M9 12l2 2 4-4m6 2a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  info: 'M12 16v-4m0-4h.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  bell: 'M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0',
} as const;

export type StatusIconName = keyof typeof PATHS;

export function StatusIcon({ name, className }: { name: StatusIconName; className?: string }) {
  return <LineIcon path={PATHS[name]} className={className} />;
}
