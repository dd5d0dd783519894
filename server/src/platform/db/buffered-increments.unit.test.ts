import { describe, expect, it } from 'vitest';
import { BufferedIncrements } from './buffered-increments.ts';

describe('BufferedIncrements', () => {
  it('sums the counts per id and writes them in one batch on flush', async () => {
    const writes: Array<[number[], number[]]> = [];
    const counts = new BufferedIncrements(
      async (ids, amounts) => writes.push([ids, amounts]),
      () => {},
      60_000,
    );
    counts.add(7);
    counts.add(9);
    counts.add(7);
    counts.add(9, 3);
    await counts.flush();
    expect(writes).toEqual([
      [
        [7, 9],
        [2, 4],
      ],
    ]);
    await counts.flush();
    expect(writes).toHaveLength(1);
    await counts.close();
  });

  it('keeps the counts of a failed write for the next flush', async () => {
    const failures: unknown[] = [];
    let fail = true;
    const written: Array<[number[], number[]]> = [];
    const counts = new BufferedIncrements(
      async (ids, amounts) => {
        if (fail) throw new Error('database away');
        written.push([ids, amounts]);
      },
      (error) => failures.push(error),
      60_000,
    );
    counts.add(1);
    await counts.flush();
    expect(failures).toHaveLength(1);
    counts.add(1);
    fail = false;
    await counts.close();
    expect(written).toEqual([[[1], [2]]]);
  });
});
