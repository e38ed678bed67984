/**
 * WhatsApp Cloud API error codes the sender acts on, besides HTTP 5xx and 429.
 *
 * Temporary, retried with growing waits: 4 (application rate limit), 80007 (WABA rate limit), 130429
 * (throughput limit), 131056 (too many messages to one number).
 *
 * 131047 (free text outside the 24-hour window) is not retried: it is channel policy, answered by sending
 * the message's template instead; it lives with the rest of that policy in
 * @vitalia/services (services/src/chat/whatsapp-policy.ts) as OUTSIDE_WINDOW_ERROR, since the status
 * webhook's failures are handled there too.
 */
export const RETRYABLE_ERROR_CODES: ReadonlySet<number> = new Set([4, 80007, 130429, 131056]);
