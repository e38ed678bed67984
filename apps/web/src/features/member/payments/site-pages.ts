import { safeReturnPath } from './subscription-view';

/** A path of this site from an address the server gave (always on the site's origin), for navigation. */
export function pathOf(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.origin === window.location.origin ? `${parsed.pathname}${parsed.search}` : null;
  } catch {
    return null;
  }
}

/**
 * Opens the page of this site a test checkout's call answered; `fallback` for anything else. The voucher
 * stays on the page that shows it: nothing to open then.
 */
export function openSitePage(url: string, fallback = '/health/payments') {
  const path = pathOf(url);
  const target = path === null ? fallback : safeReturnPath(path);
  if (target !== `${window.location.pathname}${window.location.search}`) window.location.assign(target);
}
