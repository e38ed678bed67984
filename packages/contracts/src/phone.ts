import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * The E.164 form of a phone number written in international form, or null when it is not a valid
 * number for its country. Mexico's old mobile prefix "+521" is dropped to "+52": WhatsApp may still
 * report senders as 521…, and the bot compares numbers as digits (CONTRACTS.md section 6).
 */
export function normalizePhone(raw: string): string | null {
  const compact = raw.replace(/[\s().-]/g, '');
  if (!compact || compact.length > 250) return null;
  let international = compact.startsWith('+')
    ? compact
    : compact.startsWith('00')
      ? `+${compact.slice(2)}`
      : `+${compact}`;
  if (/^\+521\d{10}$/.test(international)) international = `+52${international.slice(4)}`;
  const parsed = parsePhoneNumberFromString(international);
  if (!parsed || !parsed.isValid()) return null;
  return parsed.number;
}

/**
 * The number a WhatsApp sender writes from (`wa_id`, digits only) as E.164, with its country: Mexico's
 * `521…` mobile becomes `+52…` as at sign-up. Null when the digits are not a valid number.
 */
export function phoneOfWaId(waId: string): { e164: string; country: string | null } | null {
  if (!/^\d{8,15}$/.test(waId)) return null;
  const e164 = normalizePhone(`+${waId}`);
  if (!e164) return null;
  return { e164, country: parsePhoneNumberFromString(e164)?.country ?? null };
}
