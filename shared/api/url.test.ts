import { describe, expect, it } from 'vitest';
import { safeUrl } from './url';

describe('safeUrl: one check for store addresses in src and href', () => {
  it.each([
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
    ['http://store.test/p?id=1', 'http://store.test/p?id=1'],
    ['/image/cache/a.jpg', '/image/cache/a.jpg'],
    ['image/a.jpg', 'image/a.jpg'],
    ['//cdn.example.com/a.png', '//cdn.example.com/a.png'],
    ['?route=product/product&product_id=4', '?route=product/product&product_id=4'],
  ])('keeps %s', (input, kept) => expect(safeUrl(input)).toBe(kept));

  it.each(['JavaScript:alert(123)', 'javascript:alert(1)', ' java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox', 'file:///etc/passwd', '\u0001javascript:x'])(
    'drops %j',
    (input) => expect(safeUrl(input)).toBe(''),
  );

  it('reads anything that is not a string as no address', () => {
    expect(safeUrl(null)).toBe('');
    expect(safeUrl(42)).toBe('');
    expect(safeUrl({ href: 'https://x' })).toBe('');
  });
});
