/** How long a session lasts (CONTRACTS.md section 11): 90 days after sign-in at most, 30 without use. */
export const TOKEN_LIFETIME_DAYS = 90;
export const SESSION_IDLE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A session last used before this moment has ended. */
export const idleSince = (at: Date) => new Date(at.getTime() - SESSION_IDLE_DAYS * DAY_MS);
