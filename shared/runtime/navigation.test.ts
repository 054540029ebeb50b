import { describe, expect, it } from 'vitest';
import { isHomePath } from './navigation';

const at = (url: string) => {
  const u = new URL(url, 'http://store.test');
  return { pathname: u.pathname, search: u.search };
};

describe('isHomePath', () => {
  it('is the store root or index.php with no route (or the home route)', () => {
    expect(isHomePath(at('/'))).toBe(true);
    expect(isHomePath(at('/index.php'))).toBe(true);
    expect(isHomePath(at('/index.php?route=common/home'))).toBe(true);
    expect(isHomePath(at('/?currency=USD'))).toBe(true);
  });

  it('is not any other page', () => {
    expect(isHomePath(at('/index.php?route=product/category&path=20'))).toBe(false);
    expect(isHomePath(at('/brake-parts'))).toBe(false);
    expect(isHomePath(at('/checkout/cart'))).toBe(false);
  });
});
