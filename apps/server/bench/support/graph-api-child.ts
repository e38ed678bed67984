/**
 * The local Graph API in a process of its own, for the scheduler benchmark: the app under test runs in the
 * benchmark's process, and WhatsApp is another machine, so the fake's parsing and validation must not
 * share the app's event loop. Driven over IPC:
 *   { type: 'reset' }                 forget what was received
 *   { type: 'waitFor', count }        answers { type: 'reached' } once `count` sends have been accepted
 *   { type: 'stats' }                 answers { type: 'stats', ...GraphStats }
 * and says { type: 'ready', url, token, phoneNumberId } once listening.
 */
import { startGraphApiServer } from '@vitalia/testkit';

export interface GraphStats {
  /** Sends accepted. */
  sent: number;
  /** Requests on the messages path, accepted or refused. */
  requests: number;
  distinctRecipients: number;
  /** Distinct `biz_opaque_callback_data`: one per outbound row. */
  distinctCallbacks: number;
  byType: Record<string, number>;
}

export type GraphRequest = { type: 'reset' } | { type: 'stats' } | { type: 'waitFor'; count: number };
export type GraphReply =
  | { type: 'ready'; url: string; token: string; phoneNumberId: string }
  | { type: 'reached' }
  | ({ type: 'stats' } & GraphStats);

const graph = await startGraphApiServer();
const send = (reply: GraphReply) => process.send?.(reply);

process.on('message', (request: GraphRequest) => {
  if (request.type === 'reset') graph.reset();
  if (request.type === 'waitFor') {
    void graph.waitForSent(request.count, 600_000).then(
      () => send({ type: 'reached' }),
      () => undefined,
    );
  }
  if (request.type === 'stats') {
    const byType: Record<string, number> = {};
    for (const message of graph.sent) {
      const type = String(message.body.type);
      byType[type] = (byType[type] ?? 0) + 1;
    }
    send({
      type: 'stats',
      sent: graph.sent.length,
      requests: graph.requests,
      distinctRecipients: new Set(graph.sent.map((m) => String(m.body.to))).size,
      distinctCallbacks: new Set(graph.sent.map((m) => String(m.body.biz_opaque_callback_data))).size,
      byType,
    });
  }
});
// The benchmark gone (finished or killed): nothing left to serve.
process.on('disconnect', () => void graph.close().then(() => process.exit(0)));
send({ type: 'ready', url: graph.url, token: graph.token, phoneNumberId: graph.phoneNumberId });
