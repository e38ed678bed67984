/** The chat query's pace (chat-queries.ts); pure, so it is tested without a browser. */

/** How often the page asks for the bot's answer after sending (it usually comes within a second). */
export const REPLY_POLL_MS = 700;
/** How often it asks otherwise, for messages the bot starts (reminders, alerts), while the tab is visible. */
export const IDLE_POLL_MS = 5_000;

/** How often to ask the server: fast while an answer is awaited, slowly otherwise. */
export const chatPollInterval = (awaiting: boolean) => (awaiting ? REPLY_POLL_MS : IDLE_POLL_MS);
