/**
 * Preview placeholders for the storefront content widgets, the forms and the kiosk, written as a
 * PHP theme writes them, with the mock store's content (mocks/db/content.ts).
 */
import { BANNER_SIZE, BLOG_IMAGE_SIZE, FORMS, GRID_SIZE, KIOSK_VIDEOS, banners, blogPosts, heroNavItems, imageGridItems, videos } from '../mocks/db/content';
import { esc, propsAttr } from './html';
import { SHORT_KIOSK_TIMERS } from './switches';
import { cartPopoutPlaceholder, listingPlaceholder } from './catalogue';
import { sampleProducts } from './sample-data';

/** The theme's own navigation, the fallback until the widget mounts. */
const navFallback = () =>
  `<ul class="pv-inline-list">${heroNavItems()
    .map((i) => `<li><a href="${esc(i.url)}">${esc(i.title)}</a></li>`)
    .join('')}</ul>`;

export const heroNavPlaceholder = (): string => `<div id="pf-hero-nav" ${propsAttr({ items: heroNavItems() })} style="min-height: 3rem">${navFallback()}</div>`;

export const bannerPlaceholder = (): string => {
  const all = banners();
  const size = { width: BANNER_SIZE.width, height: BANNER_SIZE.height, mobileWidth: BANNER_SIZE.mobileWidth, mobileHeight: BANNER_SIZE.mobileHeight };
  return `<h3>Four banners, 5 seconds each</h3>
<div data-pf-widget="banner" ${propsAttr({ banners: all, speed: 5, ...size })}><img src="${esc(all[0].image)}" alt="${esc(all[0].title)}" width="${size.width}" height="${size.height}" style="max-width:100%;height:auto"></div>
<h3>One banner, no rotation</h3>
<div data-pf-widget="banner" ${propsAttr({ banners: [all[2]], speed: 0, label: 'Wipers', ...size })}></div>`;
};

export const imageGridPlaceholder = (): string =>
  `<div data-pf-widget="image-grid" ${propsAttr({ items: imageGridItems(6), columns: 3, heading: 'Shop by category', width: GRID_SIZE.width, height: GRID_SIZE.height, mobileWidth: GRID_SIZE.mobileWidth, mobileHeight: GRID_SIZE.mobileHeight })}></div>`;

export const videoPlaceholder = (): string => `<div data-pf-widget="video" ${propsAttr({ videos: videos(), width: 1280, height: 720 })}></div>`;

export const blogListPlaceholder = (): string =>
  `<div data-pf-widget="blog-list" ${propsAttr({ posts: blogPosts(), heading: 'From the garage', width: BLOG_IMAGE_SIZE.width, height: BLOG_IMAGE_SIZE.height })}></div>`;

export const customFormPlaceholder = (): string => {
  const [service, special] = FORMS;
  return `<h3>Every field type, with a captcha (form 7)</h3>
<div data-pf-widget="custom-form" data-form-id="7" ${propsAttr({ form: service })}><p>Call (217) 355-0142 to book a service.</p></div>
<h3>Redirects after sending (form 8)</h3>
<div data-pf-widget="custom-form" data-form-id="8" ${propsAttr({ form: special })}></div>`;
};

export const scheduleAppointmentPlaceholder = (): string => `<p>Buttons a theme writes; their data-subject and data-message pre-fill the form.</p>
<button type="button" class="pv-button" data-pf-open="schedule-appointment" data-subject="Brake inspection" data-message="Please check my brakes: they squeal when I stop.">Book a brake inspection</button>
<button type="button" class="pv-button" data-pf-open="schedule-appointment" data-subject="Battery test">Free battery test</button>
<h3>Inline (#pf-schedule-appointment)</h3>
<div id="pf-schedule-appointment"></div>`;

/** The kiosk's settings on its gallery page: the short timers (20 s + 10 s), as the switch sets them on every page. */
export const KIOSK_PREVIEW_CONFIG = { kiosk: { ...SHORT_KIOSK_TIMERS, videos: KIOSK_VIDEOS } };

/**
 * The kiosk's whole visit on one page: the cart, a vehicle, parts to add, the cart page with its
 * kiosk checkout, outside links to try, and the kiosk itself.
 */
export const kioskPlaceholder = (): string => {
  const parts = sampleProducts(4);
  return `<p><strong>Set the mode switch (the Switches: bottom right, or at the end of the page on a tablet) to Kiosk</strong>: outside kiosk mode the widget does nothing.
With <em>Short kiosk timers</em> on, every page asks "Are you still there?" after 20 s without activity and starts over 10 s later.</p>
<ol class="pv-steps">
  <li>A new kiosk session starts empty: cart, vehicle, customer and what the browser kept are forgotten
    (<strong>Reset store data</strong> in the switches starts a new tab session's store).</li>
  <li>Choose a vehicle: <button type="button" class="pv-button" data-pf-open="vehicle-selector">Select your vehicle</button></li>
  <li>Add parts: ${cartPopoutPlaceholder()}</li>
  <li>Check out on <a href="/checkout/cart">the cart page</a>: the order is created for pickup and the home page shows its number, to pay at the counter.</li>
  <li>Try leaving: <a href="https://www.example.com/">an outside link</a>, <a href="https://www.example.com/" target="_blank">in a new tab</a>, <a href="mailto:parts@example.com">an email link</a> — blocked from the first paint.</li>
  <li>Wait: the question, then the splash (the mock videos are missing, so the splash shows its title) and Get Started.</li>
</ol>
${listingPlaceholder({ source: 'module', products: parts, total: parts.length, page: 1, limit: parts.length })}
<div id="pf-kiosk"></div>`;
};
