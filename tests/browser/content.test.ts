import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { axe, browser, DIST, newSession, openThemePage, settled, widgetChunks, withBrowser } from './harness';
import { BANNER_SIZE, BLOG_IMAGE_SIZE, GRID_SIZE, banners, blogPosts, heroNavItems, imageGridItems } from '../../mocks/db/content';

/** A picture's store address as the props give it (the browser reports it resolved). */
const pathOf = (src: string) => {
  const url = new URL(src);
  return url.pathname + url.search;
};

/**
 * The storefront content widgets in a real browser: the hero navigation at both
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

    // Away from the menu: closed 500 ms after the pointer left, not sooner. Both moments are taken in
    // the page (the pointer reaching the page outside the menu, the submenu hidden), so a busy
    // machine delaying this test's own steps changes neither.
    await brakes.evaluate((link) => {
      const w = window as unknown as { pfLeftAt?: number; pfClosedAt?: number };
      const menu = link.closest('nav')!;
      document.addEventListener('mouseover', (e) => (w.pfLeftAt ??= menu.contains(e.target as Node) ? undefined : performance.now()), true);
      const watch = new MutationObserver(() => {
        if (!link.checkVisibility()) {
          w.pfClosedAt = performance.now();
          watch.disconnect();
        }
      });
      watch.observe(menu, { subtree: true, attributes: true, childList: true });
    });
    await s.page.mouse.move(5, 800);
    await brakes.waitFor({ state: 'hidden' });
    const { pfLeftAt, pfClosedAt } = await s.page.evaluate(() => {
      const w = window as unknown as { pfLeftAt: number; pfClosedAt: number };
      return { pfLeftAt: w.pfLeftAt, pfClosedAt: w.pfClosedAt };
    });
    expect(pfClosedAt - pfLeftAt).toBeGreaterThanOrEqual(480);

    // Service sits near the right edge: its menus open to the left, inside the window.
    await nav(s.page).getByRole('link', { name: 'Service', exact: true }).hover();
    await s.page.getByRole('link', { name: 'Repairs', exact: true }).hover();
    const brakeService = s.page.getByRole('link', { name: 'Brake Service' });
    await brakeService.waitFor();
    const box = (await brakeService.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1024);
    expect(await s.page.locator('[data-flip="left"]').count()).toBeGreaterThan(0);
    await s.page.mouse.move(5, 800);
    await brakeService.waitFor({ state: 'hidden' });

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
        expect(pathOf(banner.src)).toBe(banners()[0].mobile_image);
        expect(Math.abs(banner.h - banner.w)).toBeLessThan(2);
      } else {
        expect(pathOf(banner.src)).toBe(banners()[0].image);
        expect(Math.abs(banner.h - (banner.w * BANNER_SIZE.height) / BANNER_SIZE.width)).toBeLessThan(2);
      }

      // Load More: 9 → 18 → 23, focus on the first new post.
      const posts = s.page.getByRole('region', { name: 'From the garage' }).getByRole('article');
      expect(await posts.count()).toBe(9);
      await s.page.getByRole('button', { name: 'Load More' }).click();
      await expect.poll(() => posts.count()).toBe(18);
      expect(await s.page.evaluate(() => document.activeElement?.textContent)).toBe(blogPosts()[9].title);
      await s.page.mouse.wheel(0, 4000);
      // The pictures scrolled into view have loaded (a late one would be the shift to catch).
      await s.page.waitForFunction(() => window.scrollY > 0 && [...document.images].every((img) => img.loading === 'lazy' && img.getBoundingClientRect().top > innerHeight ? true : img.complete));
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
    // The kiosk checkout, imported only in kiosk mode (goToCheckout in the cart domain): its
    // chunk, from the build manifest, is a dynamic import of the chunk that holds the cart domain.
    const manifest = JSON.parse(await readFile(resolve(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; dynamicImports?: string[] }>;
    const lazy = Object.values(manifest).flatMap((m) => m.dynamicImports ?? []);
    const kioskDomain = lazy.map((k) => manifest[k]?.file).find((f) => f?.includes('kiosk') && f !== chunks.kiosk);
    expect(chunks.kiosk).toBeTruthy();
    expect(kioskDomain).toBeTruthy();
    expect(s.cdnFiles()).toContain(chunks.cart);
    expect(s.cdnFiles()).not.toContain(chunks.kiosk);
    expect(s.cdnFiles()).not.toContain(kioskDomain);
  });
});

/**
 * Every visible text box inside `selector` that overlaps another one (text nodes measured with
 * ranges, so a box is the words themselves), and every one cut off by a clipping ancestor inside
 * the widget: text over text, or text half outside its card, cannot be read. `skip` names
 * elements left out (map pins crowd by nature: they are markers, not text to read).
 */
async function unreadableTexts(page: Page, selector: string, skip = ''): Promise<string[]> {
  return page.evaluate(
    ({ selector, skip }) => {
      const root = document.querySelector(selector)!;
      type Box = { el: Element; text: string; r: DOMRect };
      const boxes: Box[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement!;
        if (!node.textContent?.trim() || (skip && el.closest(skip)) || el.closest('[aria-hidden="true"]')) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.opacity === '0') continue;
        // Words for screen readers only (clipped away) are not on the screen.
        let clipped = false;
        for (let up: Element | null = el; up && !clipped; up = up.parentElement) {
          const st = getComputedStyle(up);
          clipped = (st.clip !== 'auto' && st.clip !== '') || st.clipPath !== 'none';
        }
        if (clipped) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) if (r.width > 2 && r.height > 2) boxes.push({ el, text: node.textContent.trim().slice(0, 40), r });
      }
      const problems: string[] = [];
      const overlap = (a: DOMRect, b: DOMRect) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
      boxes.forEach((a, i) => {
        for (const b of boxes.slice(i + 1)) if (a.el !== b.el && overlap(a.r, b.r)) problems.push(`"${a.text}" overlaps "${b.text}"`);
        for (let up = a.el.parentElement; up && root.contains(up); up = up.parentElement) {
          // Clipping boxes only: a scrolling list shows the rest of its text by scrolling.
          if (!['hidden', 'clip'].includes(getComputedStyle(up).overflow)) continue;
          const c = up.getBoundingClientRect();
          if (a.r.left < c.left - 1 || a.r.right > c.right + 1 || a.r.top < c.top - 1 || a.r.bottom > c.bottom + 1) problems.push(`"${a.text}" is cut off`);
          break;
        }
      });
      return problems;
    },
    { selector, skip },
  );
}

/** The preview's offline map outlines (preview/offline-map.ts), bundled for the page as the preview loads them. */
async function offlineMapScript(): Promise<string> {
  const { build } = await import('vite');
  const root = resolve(import.meta.dirname, '../..');
  const out = (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    build: { write: false, minify: false, lib: { entry: resolve(root, 'preview/offline-map.ts'), formats: ['iife'], name: 'PreviewMap' }, rollupOptions: { output: { inlineDynamicImports: true } } },
  })) as Array<{ output: Array<{ type: string; code?: string }> }> | { output: Array<{ type: string; code?: string }> };
  const chunk = (Array.isArray(out) ? out[0] : out).output.find((o) => o.type === 'chunk')!;
  return `${chunk.code}\nPreviewMap.offlineLocatorMaps();`;
}

describe('content overlays at 390, 768 and 1280 px', () => {
  it('banner, blog list and the dealer locator show no text over other text and none cut off; the preview map has outlines', async () => {
    const shots = process.env.PF_SHOTS ?? '/tmp/partsfront-screenshots';
    const { mkdir } = await import('node:fs/promises');
    await mkdir(shots, { recursive: true });
    const mapScript = await offlineMapScript();
    const size = { width: BANNER_SIZE.width, height: BANNER_SIZE.height, mobileWidth: BANNER_SIZE.mobileWidth, mobileHeight: BANNER_SIZE.mobileHeight };
    for (const width of [390, 768, 1280]) {
      const s = await newSession(browser, { width });
      await s.page.addInitScript(mapScript);
      await openThemePage(s, {
        body: `
          <h1>Parts for every season</h1>
          <div id="banners" data-pf-widget="banner" data-pf-props='${attr({ banners: banners(), speed: 0, ...size })}'></div>
          <div id="posts" data-pf-widget="blog-list" data-pf-props='${attr({ posts: blogPosts().slice(0, 6), heading: 'From the garage', ...BLOG_IMAGE_SIZE })}'></div>
          <div id="pf-dealer-locator" style="min-height: 32rem"></div>`,
      });
      const region = s.page.getByRole('region', { name: 'Promotions' });
      await region.waitFor();
      await s.page.getByLabel('ZIP code').fill('61821');
      await s.page.getByRole('button', { name: 'Search' }).click();
      const map = s.page.getByRole('region', { name: 'Store map' });
      await map.getByRole('button', { name: 'Champaign - Neil St' }).waitFor();
      // The outlines: a canvas of state and county lines, and their attribution.
      await map.locator('canvas').first().waitFor();
      await map.getByText('U.S. Census Bureau').waitFor();
      await s.page.evaluate(() => document.fonts.ready);

      // The pictures under the overlays carry no words of their own (no ghost text under the titles).
      const pictures = await s.page.locator('#banners img, #posts img').evaluateAll((imgs) => (imgs as HTMLImageElement[]).map((img) => img.currentSrc || img.src));
      expect(pictures.length).toBeGreaterThan(4);
      for (const src of pictures) expect(decodeURIComponent(src)).not.toMatch(/<text/);

      // Every banner in turn (the dots choose them), then the blog and the locator.
      const dots = region.getByRole('button', { name: /^Show slide/ });
      const slides = Math.max(1, await dots.count());
      for (let i = 0; i < slides; i++) {
        if (i > 0) await dots.nth(i).click();
        // The cross-fade (0.4 s) has ended.
        await settled(s.page);
        await region.screenshot({ path: `${shots}/banner-${i + 1}-${width}.png` });
        expect(await unreadableTexts(s.page, '#banners'), `banner ${i + 1} at ${width} px`).toEqual([]);
      }
      await s.page.locator('#posts').screenshot({ path: `${shots}/blog-list-${width}.png` });
      expect(await unreadableTexts(s.page, '#posts'), `blog list at ${width} px`).toEqual([]);
      await s.page.locator('#pf-dealer-locator').screenshot({ path: `${shots}/locator-${width}.png` });
      expect(await unreadableTexts(s.page, '#pf-dealer-locator', '.leaflet-marker-icon, .leaflet-popup'), `locator at ${width} px`).toEqual([]);
      expect(s.errors).toEqual([]);
      await s.page.context().close();
    }
  });
});
