import { describe, expect, it } from 'vitest';
import { changedFields, plainValue } from './snapshot.ts';

const fields = [{ key: 'name' }, { key: 'images' }, { key: 'intro' }, { key: 'price' }];

describe('history snapshots', () => {
  it('names the fields that changed, in field order; nothing for the first entry', () => {
    const before = { name: '甲醇', images: ['a.png'], intro: null, price: '2450.00' };
    const after = { name: '工业甲醇', images: ['a.png', 'b.png'], intro: '', price: '2450.00' };
    expect(changedFields(after, before, fields).map((f) => f.key)).toEqual(['name', 'images']);
    expect(changedFields(after, undefined, fields)).toEqual([]);
  });

  it('treats missing, null, empty text and empty lists alike', () => {
    expect(changedFields({ intro: null, images: [] }, { intro: '' }, fields)).toEqual([]);
  });

  it('shows values as text', () => {
    expect(plainValue(null)).toBe('-');
    expect(plainValue(['a.png', 'b.png'])).toBe('a.png、b.png');
    expect(plainValue(3)).toBe('3');
    expect(plainValue({ a: 1 })).toBe('{"a":1}');
  });
});
