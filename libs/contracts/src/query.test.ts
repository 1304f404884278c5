import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AddAccountProductRequest } from './account-products.ts';
import { EditBulkPostContent, POST_CONTENT_BLANK, POST_CONTENT_TOO_LONG } from './posts.ts';
import { queryCount, wholeNumber } from './query.ts';

describe('numbers from clients', () => {
  it('takes a number or decimal digits, never what Number() would make of anything else', () => {
    const id = wholeNumber(z.number({ error: 'Product is required' }).int().positive('Product is required'));
    expect(id.parse(5)).toBe(5);
    expect(id.parse('5')).toBe(5);
    for (const bad of [[5], true, '0x1e', '1e3', '', ' ', null, {}, '5.5', -1]) {
      const result = id.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Product is required');
    }
    expect(AddAccountProductRequest.safeParse({ originalProductId: [5] }).success).toBe(false);
  });

  it('takes a query count as plain digits within its bounds', () => {
    const page = queryCount(100);
    expect(page.parse('7')).toBe(7);
    for (const bad of ['0', '101', '0x1e', '1e2', '[5]', 'true', ' 5', ''])
      expect(page.safeParse(bad).success, bad).toBe(false);
  });
});

describe('post content', () => {
  it('says a post is too long, not that it is empty', () => {
    const message = (content: string) => EditBulkPostContent.safeParse({ content }).error?.issues[0]?.message;
    expect(message('x'.repeat(2_201))).toBe(POST_CONTENT_TOO_LONG);
    expect(message('   ')).toBe(POST_CONTENT_BLANK);
    expect(EditBulkPostContent.safeParse({ content: 'x'.repeat(2_200) }).success).toBe(true);
  });
});
