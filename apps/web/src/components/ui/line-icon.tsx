/** A line icon from one SVG path, drawn the same everywhere (no emoji font needed). */
export function LineIcon({ path, className = 'h-5 w-5' }: { path: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 fill-none stroke-current stroke-2 ${className}`}
    >
      <path d={path} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
