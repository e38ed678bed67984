/** What others read for someone who gave neither a name nor an e-mail (an account being made). */
export const UNNAMED_PERSON = 'Una persona de Vitalia';

/** A person's name as others read it: first and last name, else their e-mail. */
export function displayName(user: {
  email: string | null;
  first_name: string | null;
  last_name: string | null;
}): string {
  const name = `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();
  return name || user.email || UNNAMED_PERSON;
}
