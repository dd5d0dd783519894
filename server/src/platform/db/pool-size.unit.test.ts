import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to twice the cores plus one, at most 10, and takes a size given', () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(Math.min(2 * availableParallelism() + 1, 10));
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).DATABASE_POOL_SIZE).toBe(12);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow();
  });
});
