/** E-mails and phone numbers no other test of the run uses (the server refuses either twice). */

let counter = 0;
const nextUnique = () => `${Date.now().toString(36)}${(++counter).toString(36)}${process.pid.toString(36)}`;

export function uniqueEmail(name = 'ana'): string {
  return `${name}.${nextUnique()}@example.com`;
}

/** A valid Mexico City mobile number in E.164 (+52 55 …), unique within the test run. */
export function uniqueMxPhone(): string {
  counter += 1;
  const subscriber = (Date.now() + counter * 7_919 + process.pid * 104_729) % 90_000_000;
  return `+5255${String(10_000_000 + subscriber)}`;
}
