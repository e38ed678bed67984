import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A stored E.164 phone number grouped the way people write it, in libphonenumber's international format:
 * "+525544332211" → "+52 55 4433 2211". A value that is not a valid number is shown as stored; none, as ''.
 */
export function formatPhoneForDisplay(phone: string | null | undefined): string {
  const stored = phone?.trim() ?? '';
  if (!stored) return '';
  const parsed = parsePhoneNumberFromString(stored);
  return parsed?.isValid() ? parsed.formatInternational() : stored;
}
