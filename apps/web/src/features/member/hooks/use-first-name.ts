import { useSyncExternalStore } from 'react';
import { getFirstName } from '../../../lib/session';

function subscribe(onChange: () => void) {
  window.addEventListener('vitalia:first-name', onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener('vitalia:first-name', onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The stored first name, updated when the profile saves a new one (or another tab does). */
export function useFirstName(): string | null {
  return useSyncExternalStore(subscribe, getFirstName, () => null);
}
