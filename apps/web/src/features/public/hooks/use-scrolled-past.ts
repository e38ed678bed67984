import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  // A page rendered on the server may have been scrolled before the app took it over: read it now.
  onChange();
  return () => window.removeEventListener('scroll', onChange);
}

/** True while the window is scrolled more than `threshold` pixels from the top. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
