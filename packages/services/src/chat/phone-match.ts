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

/**
 * Whether a WhatsApp address is a phone number (digits, sent as `to`) rather than a business-scoped user
 * id ("MX.1349120865530274", sent as `recipient`).
 */
export function isPhoneAddress(address: string): boolean {
  return /^\d{6,20}$/.test(address);
}

/**
 * Where to write to a registered person: the phone WhatsApp last gave (the conversation's address), else
 * the account's phone, else its BSUID. Null when there is none.
 */
export function addressOfAccount(
  account: { telefono: string | null; wa_user_id?: string | null },
  conversation: { wa_id: string } | null | undefined,
): string | null {
  if (conversation?.wa_id && isPhoneAddress(conversation.wa_id)) return conversation.wa_id;
  if (account.telefono) return recipientOfPhone(account.telefono);
  return account.wa_user_id ?? conversation?.wa_id ?? null;
}
