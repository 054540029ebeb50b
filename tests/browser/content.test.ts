import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { axe, browser, DIST, newSession, openThemePage, widgetChunks, withBrowser } from './harness';
import { BANNER_SIZE, BLOG_IMAGE_SIZE, GRID_SIZE, banners, blogPosts, heroNavItems, imageGridItems } from '../../mocks/db/content';

/**
 * The storefront content widgets in a real browser (issue 15): the hero navigation at both
 * widths (hover with the 500 ms close delay, a submenu flipping left at the window's edge, the
 * keyboard, one level at a time under 768 px), and banners, an image grid and a blog list whose
 * pictures hold their size so nothing on the page moves. Every state passes axe.
 */
withBrowser();

const attr = (json: unknown) => JSON.stringify(json).replace(/&/g, '&amp;').replace(/'/g, '&#39;');

/** The nav pushed right (as a theme's logo would), so the Service menu meets the window's edge. */
const navPage = `
  <style>#pf-hero-nav { margin-left: 560px; min-height: 3rem; }</style>
  <header><div id="pf-hero-nav" data-pf-props='${attr({ items: heroNavItems() })}'><a href="/">Home</a></div></header>
  <h1>Parts and service</h1>`;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

describe('hero-nav', () => {
  it('from 768 px: opens on hover, closes 500 ms after the pointer leaves, flips at the window edge, works from the keyboard', async () => {
    const s = await newSession(browser, { width: 1024 });
    await openThemePage(s, { body: navPage });
    const shop = nav(s.page).getByRole('link', { name: 'Shop Parts', exact: true });
    await shop.hover();
    const brakes = s.page.getByRole('link', { name: 'Brakes', exact: true });
    await brakes.waitFor();
    await brakes.hover();
    await s.page.getByRole('link', { name: 'Brake Rotor' }).waitFor();
    expect(await axe(s.page)).toEqual([]);

    // Away from the menu: still open after 300 ms, closed after 500.
    await s.page.mouse.move(5, 800);
    const left = Date.now();
    await s.page.waitForTimeout(300);
    expect(await brakes.isVisible()).toBe(true);
    await brakes.waitFor({ state: 'hidden', timeout: 2000 });
    expect(Date.now() - left).toBeGreaterThanOrEqual(480);

    // Service sits near the right edge: its menus open to the left, inside the window.
    await nav(s.page).getByRole('link', { name: 'Service', exact: true }).hover();
    await s.page.getByRole('link', { name: 'Repairs', exact: true }).hover();
    const brakeService = s.page.getByRole('link', { name: 'Brake Service' });
    await brakeService.waitFor();
    const box = (await brakeService.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1024);
    expect(await s.page.locator('[data-flip="left"]').count()).toBeGreaterThan(0);
    await s.page.mouse.move(5, 800);
    await brakeService.waitFor({ state: 'hidden', timeout: 2000 });

    // Keyboard: Tab to the Brands button, Enter opens, Escape closes and keeps focus there.
    const brandsButton = nav(s.page).getByRole('button', { name: 'Brands submenu' });
    await brandsButton.focus();
    await s.page.keyboard.press('Enter');
    expect(await brandsButton.getAttribute('aria-expanded')).toBe('true');
    await s.page.keyboard.press('Tab');
    expect(await s.page.evaluate(() => document.activeElement?.textContent)).toBe('A – F');
    await s.page.keyboard.press('Escape');
    expect(await brandsButton.getAttribute('aria-expanded')).toBe('false');
    expect(await brandsButton.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(s.errors).toEqual([]);
  });

  it('under 768 px: a Menu button, one level at a time with Back buttons, Escape closes', async () => {
    const s = await newSession(browser, { width: 375 });
    await openThemePage(s, { body: navPage.replace('margin-left: 560px;', '') });
    const menu = nav(s.page).getByRole('button', { name: 'Menu' });
    await menu.click();
    await s.page.getByRole('button', { name: 'Shop Parts submenu' }).click();
    const back = s.page.getByRole('button', { name: 'Back' });
    await back.waitFor();
    expect(await back.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await s.page.getByRole('link', { name: 'Deals' }).isVisible()).toBe(false);
    await s.page.getByRole('button', { name: 'Suspension submenu' }).click();
    await s.page.getByRole('link', { name: 'Strut Assembly' }).waitFor();
    expect(await s.page.getByRole('button', { name: 'Brakes submenu' }).count()).toBe(0);
    expect(await axe(s.page)).toEqual([]);
    await back.click();
    await s.page.getByRole('button', { name: 'Brakes submenu' }).waitFor();
    await s.page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(s.errors).toEqual([]);
  });
});

describe('banner, image grid and blog list', () => {
  it('show sized pictures that move nothing, the mobile image below 768 px, and 9 more posts per click', async () => {
    for (const width of [1280, 600]) {
      const s = await newSession(browser, { width });
      // Layout shifts after the widgets mounted (the theme reserves the placeholders' room).
      await s.page.addInitScript(() => {
        const w = window as unknown as { shifts: number[] };
        w.shifts = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) w.shifts.push(e.startTime);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const size = { width: BANNER_SIZE.width, height: BANNER_SIZE.height, mobileWidth: BANNER_SIZE.mobileWidth, mobileHeight: BANNER_SIZE.mobileHeight };
      await openThemePage(s, {
        body: `
          <h1>Parts for every season</h1>
          <div data-pf-widget="banner" data-pf-props='${attr({ banners: banners(), speed: 0, ...size })}'></div>
          <div data-pf-widget="image-grid" data-pf-props='${attr({ items: imageGridItems(6), heading: 'Shop by category', ...GRID_SIZE })}'></div>
          <div data-pf-widget="blog-list" data-pf-props='${attr({ posts: blogPosts(), heading: 'From the garage', ...BLOG_IMAGE_SIZE })}'></div>`,
      });
      const readyAt = await s.page.evaluate(() => performance.now());
      const region = s.page.getByRole('region', { name: 'Promotions' });
      await region.waitFor();
      // Every picture has its box from the start: height = width × its proportions.
      const boxes = await s.page.locator('.pf-root img').evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).map((img) => ({ w: img.getBoundingClientRect().width, h: img.getBoundingClientRect().height, src: img.currentSrc })),
      );
      expect(boxes.length).toBeGreaterThan(10);
      for (const b of boxes) expect(b.h).toBeGreaterThan(0);
      const banner = await region.locator('img').first().evaluate((img) => ({ w: img.getBoundingClientRect().width, h: img.getBoundingClientRect().height, src: (img as HTMLImageElement).currentSrc }));
      if (width < 768) {
        expect(banner.src).toBe(banners()[0].mobile_image);
        expect(Math.abs(banner.h - banner.w)).toBeLessThan(2);
      } else {
        expect(banner.src).toBe(banners()[0].image);
        expect(Math.abs(banner.h - (banner.w * BANNER_SIZE.height) / BANNER_SIZE.width)).toBeLessThan(2);
      }

      // Load More: 9 → 18 → 23, focus on the first new post.
      const posts = s.page.getByRole('region', { name: 'From the garage' }).getByRole('article');
      expect(await posts.count()).toBe(9);
      await s.page.getByRole('button', { name: 'Load More' }).click();
      await expect.poll(() => posts.count()).toBe(18);
      expect(await s.page.evaluate(() => document.activeElement?.textContent)).toBe(blogPosts()[9].title);
      await s.page.mouse.wheel(0, 4000);
      await s.page.waitForTimeout(300);
      expect(await axe(s.page)).toEqual([]);
      const shifts = await s.page.evaluate((t) => (window as unknown as { shifts: number[] }).shifts.filter((at) => at > t), readyAt);
      expect(shifts).toEqual([]);
      expect(s.errors).toEqual([]);
      await s.page.context().close();
    }
  });

  it('a storefront page with the cart and content widgets downloads no kiosk code', async () => {
    const s = await newSession(browser);
    await openThemePage(s, {
      body: `<h1>Cart</h1><div id="pf-cart"></div><div data-pf-widget="blog-list" data-pf-props='${attr({ posts: blogPosts().slice(0, 3) })}'></div>`,
    });
    await s.page.getByRole('button', { name: 'Checkout' }).waitFor();
    const chunks = await widgetChunks();
    // The kiosk checkout the cart imports only in kiosk mode: its chunk, from the build manifest.
    const manifest = JSON.parse(await readFile(resolve(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; dynamicImports?: string[] }>;
    const lazy = manifest['widgets/cart/index.tsx'].dynamicImports ?? [];
    const kioskDomain = lazy.map((k) => manifest[k]?.file).find((f) => f?.includes('kiosk'));
    expect(chunks.kiosk).toBeTruthy();
    expect(kioskDomain).toBeTruthy();
    expect(s.cdnFiles()).toContain(chunks.cart);
    expect(s.cdnFiles()).not.toContain(chunks.kiosk);
    expect(s.cdnFiles()).not.toContain(kioskDomain);
  });
});
