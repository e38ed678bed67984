import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { GraphReply, GraphRequest, GraphStats, RepliesSeen } from './graph-api-child';

const GRAPH_CHILD = fileURLToPath(new URL('./graph-api-child.ts', import.meta.url));

/** The local Graph API in its own process (graph-api-child.ts), driven over IPC. */
export async function startGraphProcess() {
  const child: ChildProcess = fork(GRAPH_CHILD, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (type: GraphReply['type']) =>
    new Promise<GraphReply>((resolve, reject) => {
      const onMessage = (reply: GraphReply) => {
        if (reply.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(reply);
      };
      const onExit = (code: number | null) => reject(new Error(`the Graph API process exited (${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const ready = (await next('ready')) as Extract<GraphReply, { type: 'ready' }>;
  const ask = (request: GraphRequest) => child.send(request);
  return {
    url: ready.url,
    token: ready.token,
    phoneNumberId: ready.phoneNumberId,
    /** Forgets what was received; resolves once it has. */
    async reset(): Promise<void> {
      const done = next('reset');
      ask({ type: 'reset' });
      await done;
    },
    /** Resolves, with performance.now(), once `count` sends have been accepted. */
    reached(count: number): Promise<number> {
      const arrived = next('reached').then(() => performance.now());
      ask({ type: 'waitFor', count });
      return arrived;
    },
    async stats(): Promise<GraphStats> {
      const reply = next('stats');
      ask({ type: 'stats' });
      return (await reply) as GraphStats;
    },
    /** The sends to these numbers so far. One question at a time: answers come back in order. */
    async replies(to: readonly string[]): Promise<RepliesSeen> {
      const reply = next('replies');
      ask({ type: 'replies', to: [...to] });
      const { count, lastAt, twice } = (await reply) as RepliesSeen;
      return { count, lastAt, twice };
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}
export type GraphProcess = Awaited<ReturnType<typeof startGraphProcess>>;
