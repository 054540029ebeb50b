import { describe, expect, it } from 'vitest';
import { banners, blogPosts, imageGridItems, videos } from './content';
import { storedImage } from './store-images';

/** The drawing behind a picture's store address (`/index.php?route=tool/image&id=…`). */
const svgOf = (address: string) => storedImage(new URL(address, 'http://store.test').searchParams.get('id')) ?? '';

describe('the mock store content', () => {
  it('draws its pictures without text: the widgets write the titles (no ghost text under an overlay)', () => {
    const pictures = [
      ...banners().flatMap((b) => [b.image, b.mobile_image]),
      ...imageGridItems(6).flatMap((t) => [t.image, t.mobile_image]),
      ...blogPosts().map((p) => p.image),
      ...videos().flatMap((v) => (v.poster ? [v.poster] : [])),
    ];
    expect(pictures.length).toBeGreaterThan(40);
    for (const picture of pictures) {
      expect(picture).toMatch(/^\/index\.php\?route=tool\/image&id=/);
      expect(svgOf(picture)).toMatch(/^<svg/);
      expect(svgOf(picture)).not.toMatch(/<text|<tspan/);
    }
  });

  it('files each blog post under its own category', () => {
    const category = (title: string) => blogPosts().find((p) => p.title === title)?.category;
    expect(category('LED or halogen headlights?')).toBe('Lighting');
    expect(category('Flushing your coolant the right way')).toBe('Cooling');
    expect(category('When to replace your brake pads')).toBe('Brakes');
    expect(category('Testing a car battery at home')).toBe('Batteries');
    expect(category('Timing belt or timing chain?')).toBe('Belts & Hoses');
    expect(category('Floor liners that fit')).toBe('Accessories');
  });
});
