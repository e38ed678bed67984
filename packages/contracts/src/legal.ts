/**
 * Versions of the legal texts a user accepts at sign-up, and the dates the pages print. A new text gets a
 * new version (recorded with each consent) and a new date.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-25';
export const TERMS_VERSION = '2026-11-01';

/** "Última actualización" of each page, as YYYY-MM-DD. */
export const PRIVACY_NOTICE_DATE = PRIVACY_NOTICE_VERSION;
export const TERMS_DATE = TERMS_VERSION;
