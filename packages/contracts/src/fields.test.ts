import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nullableText } from './fields.ts';

describe('nullableText', () => {
  const body = z.object({ remark: nullableText(5) }).strict();

  it('stores what is left out, null or blank as null, as JSON clients send an empty field', () => {
    expect(body.parse({})).toEqual({ remark: null });
    expect(body.parse({ remark: null })).toEqual({ remark: null });
    expect(body.parse({ remark: '   ' })).toEqual({ remark: null });
  });

  it('keeps a text trimmed and refuses one too long', () => {
    expect(body.parse({ remark: ' 甲醇 ' })).toEqual({ remark: '甲醇' });
    expect(body.safeParse({ remark: '123456' }).error?.issues[0]?.message).toBe('field.tooLong');
    expect(body.safeParse({ remark: 5 }).success).toBe(false);
  });
});
