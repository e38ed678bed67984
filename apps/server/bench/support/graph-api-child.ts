/**
 * The local Graph API in a process of its own (started by graph-api-process.ts): WhatsApp is another
 * machine, so the fake's parsing and validation must share the event loop neither of the app under test
 * (the scheduler benchmark runs it in its own process) nor of the load generator, whose clock measures
 * the webhook's acknowledgements (the chat benchmark). Driven over IPC:
 *   { type: 'reset' }                 forget what was received; answers { type: 'reset' }
 *   { type: 'waitFor', count }        answers { type: 'reached' } once `count` sends have been accepted
 *   { type: 'stats' }                 answers { type: 'stats', ...GraphStats }
 *   { type: 'replies', to }           answers { type: 'replies', ...RepliesSeen } for sends to those numbers
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

/** The sends to some numbers: how many, when the last arrived, and how many answered a message twice. */
export interface RepliesSeen {
  count: number;
  /** Wall-clock milliseconds of the last one's arrival (0 when none). */
  lastAt: number;
  /** Sends beyond the first with one outbound id (`biz_opaque_callback_data`, else WhatsApp's id). */
  twice: number;
}

export type GraphRequest =
  | { type: 'reset' }
  | { type: 'stats' }
  | { type: 'waitFor'; count: number }
  | { type: 'replies'; to: string[] };
export type GraphReply =
  | { type: 'ready'; url: string; token: string; phoneNumberId: string }
  | { type: 'reached' }
  | { type: 'reset' }
  | ({ type: 'stats' } & GraphStats)
  | ({ type: 'replies' } & RepliesSeen);

const graph = await startGraphApiServer();
const send = (reply: GraphReply) => process.send?.(reply);

process.on('message', (request: GraphRequest) => {
  if (request.type === 'reset') {
    graph.reset();
    send({ type: 'reset' });
  }
  if (request.type === 'waitFor') {
    void graph.waitForSent(request.count, 600_000).then(
      () => send({ type: 'reached' }),
      () => undefined,
    );
  }
  if (request.type === 'replies') {
    const to = new Set(request.to);
    const replies = graph.sent.filter((m) => to.has(String(m.body.to)));
    const keys = replies.map((m) => String(m.body.biz_opaque_callback_data ?? m.wamid));
    send({
      type: 'replies',
      count: replies.length,
      lastAt: replies.reduce((latest, m) => Math.max(latest, m.receivedAt.getTime()), 0),
      twice: keys.length - new Set(keys).size,
    });
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
