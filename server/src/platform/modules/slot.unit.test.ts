import { describe, expect, it } from 'vitest';
import { slot } from './slot.ts';

describe('a slot between two modules', () => {
  it('holds its empty answer until a module fills it, then that answer', () => {
    const answer = slot('answer', 'nobody');
    expect(answer.value).toBe('nobody');
    answer.fill('reviews');
    expect(answer.value).toBe('reviews');
  });

  it('refuses a second filler instead of letting it win without a word', () => {
    const answer = slot('answer', 0);
    answer.fill(1);
    expect(() => answer.fill(2)).toThrow(/slot answer is filled twice/);
    expect(answer.value).toBe(1);
  });
});
