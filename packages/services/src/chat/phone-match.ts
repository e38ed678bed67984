/**
 * The E.164 numbers a WhatsApp sender id may have been registered as (CONTRACTS.md section 6): WhatsApp
 * reports Mexican mobiles as 521 + ten digits, while sign-up stores +52 + ten digits; both are tried.
 */
export function phoneCandidates(waId: string): string[] {
  const digits = waId.replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15) return [];
  const candidates = [`+${digits}`];
  if (/^521\d{10}$/.test(digits)) candidates.push(`+52${digits.slice(3)}`);
  else if (/^52\d{10}$/.test(digits)) candidates.push(`+521${digits.slice(2)}`);
  return candidates;
}

/** The recipient for a registered phone (E.164): its digits, which the Cloud API accepts as `to`. */
export function recipientOfPhone(phone: string): string {
  return phone.replace(/\D/g, '');
}
