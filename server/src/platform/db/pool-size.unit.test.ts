import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to twice the cores plus one, and takes a size given', () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(2 * availableParallelism() + 1);
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).DATABASE_POOL_SIZE).toBe(12);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow();
  });
});
