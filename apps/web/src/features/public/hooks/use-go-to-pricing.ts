import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

export const PRICING_ID = 'precios';
/** SPEC.md section 9: the pricing scroll waits about 100 ms so the landing page is in place. */
const PRICING_SCROLL_DELAY_MS = 100;
const RETRY_MS = 50;
const MAX_RETRIES = 20;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Smooth-scrolls to the pricing section once it is on the page (retrying briefly while it renders). */
export function scrollToPricing(delayMs = PRICING_SCROLL_DELAY_MS): void {
  let attempts = 0;
  const attempt = () => {
    const target = document.getElementById(PRICING_ID);
    if (target) {
      target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      return;
    }
    attempts += 1;
    if (attempts < MAX_RETRIES) window.setTimeout(attempt, RETRY_MS);
  };
  window.setTimeout(attempt, delayMs);
}

/** Goes to the landing page (when not already there) and then scrolls to the pricing section. */
export function useGoToPricing(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(() => {
    if (pathname !== '/') void navigate('/');
    scrollToPricing();
  }, [navigate, pathname]);
}
