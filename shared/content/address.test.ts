import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bannerSchema } from './schema';

describe('content props: store addresses pass the one URL check', () => {
  it('keeps http, https and relative addresses', () => {
    const banner = v.parse(bannerSchema, { image: '/image/banner.jpg', link: 'https://store.test/brakes', mobile_image: 'banner-m.jpg' });
    expect([banner.image, banner.link, banner.mobile_image]).toEqual(['/image/banner.jpg', 'https://store.test/brakes', 'banner-m.jpg']);
  });

  it('drops a javascript: link, and refuses a banner whose only image is not an address', () => {
    expect(v.parse(bannerSchema, { image: '/a.jpg', link: 'JavaScript:alert(123)' }).link).toBe('');
    expect(v.safeParse(bannerSchema, { image: 'javascript:alert(1)' }).success).toBe(false);
  });
});
