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
    const background = inBackground(() => inTurn(statement('worker')));
    const requests = Array.from({ length: 12 }, (_, index) => inTurn(statement(`request ${index}`)));
    await Promise.all([background, ...requests]);
    expect(order.indexOf('worker')).toBeGreaterThan(0);
    expect(order.indexOf('worker')).toBeLessThanOrEqual(4);
  });

  it('gives the event loop a turn once statements have run for a slice, so arriving requests are read', async () => {
    const inTurn = createStatementQueue();
    const order: string[] = [];
    const first = inBackground(() =>
      inTurn(async () => {
        order.push('worker 1');
        // Something arrives while the first statement runs (as a request would, on the loop), and the
        // statement runs longer than a slice.
        setImmediate(() => order.push('request read'));
        const end = performance.now() + 5;
        while (performance.now() < end);
      }),
    );
    const second = inBackground(() => inTurn(async () => void order.push('worker 2')));
    await Promise.all([first, second]);
    expect(order).toEqual(['worker 1', 'request read', 'worker 2']);
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
