import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageWindow } from './pageWindow';

describe('pageWindow', () => {
  it('shows every page when there are at most 10', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(10, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('keeps the current page near the middle of 10', () => {
    expect(pageWindow(1, 50)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(6, 50)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(7, 50)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(pageWindow(25, 50)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
  });

  it('stops at the last page', () => {
    expect(pageWindow(50, 50)).toEqual([41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
    expect(pageWindow(48, 50)).toEqual([41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
  });

  it('takes another maximum and clamps out-of-range pages', () => {
    expect(pageWindow(5, 20, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(0, 20, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(99, 20, 3)).toEqual([18, 19, 20]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('always holds the current page in a run of min(max, total) consecutive pages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 15 }), (p, total, max) => {
        const page = Math.min(p, total);
        const pages = pageWindow(page, total, max);
        expect(pages).toHaveLength(Math.min(max, total));
        expect(pages).toContain(page);
        pages.forEach((n, i) => i > 0 && expect(n).toBe(pages[i - 1] + 1));
        expect(pages[0]).toBeGreaterThanOrEqual(1);
        expect(pages[pages.length - 1]).toBeLessThanOrEqual(total);
      }),
    );
  });
});
