const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
  [/\bnode\b|\bundici\b|\bcurl\//i, 'Programa'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * A short Spanish label of the device that signed in ("Chrome en Android"), read from its User-Agent for
 * the session list. Only the label is stored, never the header itself; null when nothing is recognised.
 */
export function describeDevice(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const text = userAgent.slice(0, 512);
  const browser = BROWSERS.find(([pattern]) => pattern.test(text))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(text))?.[1];
  if (browser && system) return `${browser} en ${system}`;
  return browser ?? system ?? null;
}
