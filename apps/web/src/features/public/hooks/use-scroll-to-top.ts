import { useEffect } from 'react';

/** Static pages open at the top, whatever the scroll position of the page the visitor came from. */
export function useScrollToTop(): void {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
}
