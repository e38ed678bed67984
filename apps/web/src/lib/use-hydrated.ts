import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in the HTML the server renders and while the browser hydrates it, true from then on (and at once
 * on a page the browser renders itself). Controls that only work with the app's code stay disabled until
 * then, so a click before it arrives is not silently lost, and a form is never sent as a plain GET with
 * what was typed (a password) in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
