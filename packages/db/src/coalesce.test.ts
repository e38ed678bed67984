import { describe, expect, it } from 'vitest';
import { coalesce, distinctByKey } from './coalesce';

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('coalesce', () => {
  it('runs what arrives during one batch together in the next, and answers each caller with its own result', async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const double = coalesce(
      async (items: number[]) => {
        batches.push(items);
        if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return items.map((item) => item * 2);
      },
      { lanes: 1 },
    );
    const first = double(1);
    const later = [double(2), double(3), double(4)];
    await tick();
    expect(batches).toEqual([[1]]);
    release();
    expect(await first).toBe(2);
    expect(await Promise.all(later)).toEqual([4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('counts a batch by the size of its items, and runs up to `lanes` batches at once', async () => {
    let active = 0;
    let most = 0;
    const sizes: number[] = [];
    const store = coalesce(
      async (lists: number[][]) => {
        active += 1;
        most = Math.max(most, active);
        sizes.push(lists.flat().length);
        await tick();
        active -= 1;
        return lists.map(() => undefined);
      },
      { lanes: 3, maxBatch: 4, sizeOf: (list) => list.length },
    );
    await Promise.all(Array.from({ length: 12 }, (_, i) => store([i, i])));
    expect(most).toBe(3);
    expect(Math.max(...sizes)).toBe(4);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(24);
  });

  it('runs a failed batch again item by item: only the bad item fails, and the next batch goes on', async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const store = coalesce(
      async (items: number[]) => {
        batches.push(items);
        if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
        if (items.includes(13)) throw new Error('bad row');
        return items;
      },
      { lanes: 1 },
    );
    const first = store(1);
    const later = [store(12), store(13), store(14)].map((p) => p.then(String, (e: Error) => e.message));
    await tick();
    release();
    await first;
    expect(await Promise.all(later)).toEqual(['12', 'bad row', '14']);
    expect(batches).toEqual([[1], [12, 13, 14], [12], [13], [14]]);
    await expect(store(15)).resolves.toBe(15);
  });

  it('fails a caller whose statement did not give a result per item', async () => {
    const broken = coalesce(async () => []);
    await expect(broken(1)).rejects.toThrow('a result per item');
  });
});

describe('distinctByKey', () => {
  it('puts each key once in a part, keeping the order of each key’s items', () => {
    const items = [
      { user: 1, n: 'a' },
      { user: 2, n: 'b' },
      { user: 1, n: 'c' },
      { user: 1, n: 'd' },
      { user: 3, n: 'e' },
    ];
    expect(distinctByKey(items, (item) => item.user).map((part) => part.map((item) => item.n))).toEqual([
      ['a', 'b', 'e'],
      ['c'],
      ['d'],
    ]);
  });
});
