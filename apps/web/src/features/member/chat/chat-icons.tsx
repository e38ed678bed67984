import { LineIcon } from '../../../components/ui/line-icon';
/** The chat's line icons (SVG, drawn the same everywhere), in the style of the sidebar's. */
const PATHS = {
  send: 'M4 12 20 4l-4 16-4-7-8-1zm8 1 8-9',
  list: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  check: 'M5 12.5 9.5 17 19 7.5',
  doubleCheck: 'M2 12.5 6.5 17 16 7.5M11 15.5l1.5 1.5L22 7.5',
  clock: 'M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  alert: 'M12 8v5m0 3.5h.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  external: 'M14 4h6v6m0-6-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
} as const;

export type ChatIconName = keyof typeof PATHS;

export function ChatIcon({ name, className }: { name: ChatIconName; className?: string }) {
  return <LineIcon path={PATHS[name]} className={className} />;
}
