/**
 * The time zone an account made in the WhatsApp chat starts with, from its phone's country (ISO 3166
 * alpha-2, as libphonenumber names it). The person can change it on their profile; until then reminders
 * fire and local dates are counted in it.
 *
 * Mexico is left to TZ_DEFAULT (the server's zone for Mexican users, `America/Mexico_City` unless
 * configured). A country with several zones gets the one where most of its people live; a country with
 * one zone gets that zone. Unknown countries fall back to TZ_DEFAULT too.
 */
const MOST_POPULOUS_ZONE: Readonly<Record<string, string>> = {
  US: 'America/New_York',
  CA: 'America/Toronto',
  BR: 'America/Sao_Paulo',
  AR: 'America/Argentina/Buenos_Aires',
  CL: 'America/Santiago',
  EC: 'America/Guayaquil',
  ES: 'Europe/Madrid',
  PT: 'Europe/Lisbon',
  AU: 'Australia/Sydney',
  RU: 'Europe/Moscow',
  CN: 'Asia/Shanghai',
  ID: 'Asia/Jakarta',
  KZ: 'Asia/Almaty',
  CD: 'Africa/Kinshasa',
  MN: 'Asia/Ulaanbaatar',
  UA: 'Europe/Kyiv',
  DE: 'Europe/Berlin',
  NZ: 'Pacific/Auckland',
  PF: 'Pacific/Tahiti',
  FM: 'Pacific/Pohnpei',
  KI: 'Pacific/Tarawa',
  MH: 'Pacific/Majuro',
  UM: 'Pacific/Wake',
  GL: 'America/Nuuk',
  AQ: 'Antarctica/McMurdo',
};

/** The zones ICU lists for a region (`Intl.Locale#getTimeZones`, `timeZones` in older engines). */
function zonesOfRegion(country: string): readonly string[] {
  try {
    const locale = new Intl.Locale(`und-${country}`) as Intl.Locale & {
      getTimeZones?: () => string[];
      timeZones?: string[];
    };
    return locale.getTimeZones?.() ?? locale.timeZones ?? [];
  } catch {
    return [];
  }
}

/** The IANA zone for a phone's country; `defaultTimeZone` (TZ_DEFAULT) for Mexico and when unknown. */
export function timeZoneOfCountry(country: string | null | undefined, defaultTimeZone: string): string {
  if (!country || !/^[A-Z]{2}$/.test(country) || country === 'MX') return defaultTimeZone;
  const known = MOST_POPULOUS_ZONE[country];
  if (known) return known;
  const zones = zonesOfRegion(country);
  return zones.length === 1 ? zones[0]! : defaultTimeZone;
}
