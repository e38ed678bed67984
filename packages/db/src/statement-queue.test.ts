import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { createStatementQueue, inBackground } from './statement-queue';

/** A statement that records when it ran and finishes when told. */
function recorder() {
  const order: string[] = [];
  const statement = (name: string) => async () => {
    order.push(name);
    await new Promise((resolve) => setTimeout(resolve, 1));
    return name;
  };
  return { order, statement };
}

describe('statement queue of the embedded database', () => {
  it('runs one statement at a time and hands each caller its own result', async () => {
    const inTurn = createStatementQueue();
    let running = 0;
    let most = 0;
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        inTurn(async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 1));
          running -= 1;
          return n * 10;
        }),
      ),
    );
    expect(results).toEqual([10, 20, 30, 40, 50]);
    expect(most).toBe(1);
  });

  it("lets a request's statement pass the background's waiting ones", async () => {
    const inTurn = createStatementQueue();
    const { order, statement } = recorder();
    const background = inBackground(() =>
      Promise.all(['worker 1', 'worker 2', 'worker 3'].map((name) => inTurn(statement(name)))),
    );
    const request = inTurn(statement('webhook'));
    await Promise.all([background, request]);
    expect(order.indexOf('webhook')).toBeLessThan(order.indexOf('worker 2'));
    expect(order).toHaveLength(4);
  });

  it('never starves the background: a waiting background statement runs after a few urgent ones', async () => {
    const inTurn = createStatementQueue();
    const { order, statement } = recorder();
    // A request is running, so the background statement waits (an idle queue starts it at once).
    const running = inTurn(statement('request running'));
    const background = inBackground(() => inTurn(statement('worker')));
    const requests = Array.from({ length: 12 }, (_, index) => inTurn(statement(`request ${index}`)));
    await Promise.all([running, background, ...requests]);
    expect(order.indexOf('worker')).toBeGreaterThan(0);
    expect(order.indexOf('worker')).toBeLessThanOrEqual(4);
  });

  it('keeps up to `depth` plain statements in flight, and a transaction alone', async () => {
    const inTurn = createStatementQueue({ depth: 3 });
    const events: string[] = [];
    let running = 0;
    let most = 0;
    const plain = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      events.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 2));
      events.push(`end ${name}`);
      running -= 1;
    };
    const first = ['a', 'b', 'c', 'd'].map((name) => inTurn(plain(name)));
    const transaction = inTurn(
      async () => {
        events.push(`start tx (${running} running)`);
        await new Promise((resolve) => setTimeout(resolve, 2));
        events.push('end tx');
      },
      { exclusive: true },
    );
    const after = inTurn(plain('e'));
    await Promise.all([...first, transaction, after]);
    expect(most).toBe(3);
    // d waited for a free place; the transaction for every plain statement before it; e for the transaction.
    expect(events.indexOf('start d')).toBeGreaterThan(events.indexOf('end a'));
    expect(events).toContain('start tx (0 running)');
    expect(events.indexOf('start tx (0 running)')).toBeGreaterThan(events.indexOf('end d'));
    expect(events.indexOf('start e')).toBeGreaterThan(events.indexOf('end tx'));
  });

  it("runs each statement in its caller's async context", async () => {
    const inTurn = createStatementQueue();
    const caller = new AsyncLocalStorage<string>();
    const seen = await Promise.all(
      ['a', 'b', 'c'].map((name) => caller.run(name, () => inTurn(async () => caller.getStore()))),
    );
    expect(seen).toEqual(['a', 'b', 'c']);
  });

  it('a failed statement fails only its caller, and the queue goes on', async () => {
    const inTurn = createStatementQueue();
    const failed = inTurn(async () => {
      throw new Error('duplicate key');
    });
    const next = inTurn(async () => 'stored');
    await expect(failed).rejects.toThrow('duplicate key');
    await expect(next).resolves.toBe('stored');
  });
});
