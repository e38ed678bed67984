import { describe, expect, it } from 'vitest';
import { createGroupCommit } from './group-commit';

describe('group commit', () => {
  it('stores what arrives during one insert together in the next, and answers each caller after its own', async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const store = createGroupCommit(
      async (items: number[]) => {
        batches.push(items);
        if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
      },
      500,
      1,
    );
    const first = store([1]);
    const later = [store([2]), store([3, 4]), store([5])];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(batches).toEqual([[1]]);
    release();
    await Promise.all([first, ...later]);
    expect(batches).toEqual([[1], [2, 3, 4, 5]]);
  });

  it('runs up to `lanes` inserts at once', async () => {
    let active = 0;
    let most = 0;
    const store = createGroupCommit(
      async () => {
        active += 1;
        most = Math.max(most, active);
        await new Promise((resolve) => setTimeout(resolve, 20));
        active -= 1;
      },
      1,
      3,
    );
    await Promise.all(Array.from({ length: 10 }, (_, i) => store([i])));
    expect(most).toBe(3);
  });

  it('fails every caller of a batch whose insert failed, and goes on with the next', async () => {
    let calls = 0;
    const store = createGroupCommit(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
    });
    await expect(store([1])).rejects.toThrow('database down');
    await expect(store([2])).resolves.toBeUndefined();
  });
});
