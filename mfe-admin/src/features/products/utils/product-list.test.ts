import { describe, expect, it } from 'vitest';
import { pageCountOf, pageSpan, pageWindow, showingText } from './product-list.ts';

describe('pageSpan', () => {
  it('says where the page shown starts and ends in the whole list', () => {
    expect(pageSpan(1, 5, 5, 12)).toEqual({ page: 1, pageCount: 3, from: 1, to: 5, total: 12 });
    expect(pageSpan(3, 5, 2, 12)).toMatchObject({ from: 11, to: 12 });
  });

  it('has one empty page for an empty list', () => {
    expect(pageSpan(1, 5, 0, 0)).toEqual({ page: 1, pageCount: 1, from: 0, to: 0, total: 0 });
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(21, 20)).toBe(2);
  });
});

describe('showingText', () => {
  it('writes the spec sentence', () => {
    expect(showingText(pageSpan(2, 5, 5, 12))).toBe('Showing 6 to 10 of 12 products');
    expect(showingText(pageSpan(1, 5, 0, 0))).toBe('Showing 0 to 0 of 0 products');
  });
});

describe('pageWindow', () => {
  it('shows every page when there are at most five', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows at most five pages, centred on the current one', () => {
    expect(pageWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
  });

  it('stays inside the first and last pages', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
  });
});
