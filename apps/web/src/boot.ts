/**
 * The script of a page the server rendered (prerendered-pages.ts on the server inlines it). The page reads
 * and paints from its HTML and styles alone; the app's code, which only makes it interactive, is fetched
 * once that first paint is done, so on a slow connection it never competes with it. The modules to load
 * are on this script's element: the app's entry first, then what it and the page need.
 */
const element = document.querySelector<HTMLScriptElement>('script[data-modules]');
const [entry, ...needed] = element?.dataset.modules?.split(' ').filter(Boolean) ?? [];
/** A tab opened in the background paints only when shown: load the app after this anyway. */
const LATEST_MS = 3000;

let started = false;
function loadApp(): void {
  if (started || !entry) return;
  started = true;
  for (const href of needed) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry);
}

/** The frame after the first contentful paint: the page is on screen. */
function afterFirstPaint(run: () => void): void {
  const nextFrame = (): void => {
    requestAnimationFrame(() => setTimeout(run, 0));
  };
  if (performance.getEntriesByName('first-contentful-paint').length > 0) {
    nextFrame();
    return;
  }
  const observer = new PerformanceObserver(() => {
    observer.disconnect();
    nextFrame();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(run, LATEST_MS);
}

afterFirstPaint(loadApp);
