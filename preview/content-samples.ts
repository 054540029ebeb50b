/**
 * Preview placeholders for the storefront content widgets, the forms and the kiosk, written as a
 * PHP theme writes them, with the mock store's content (mocks/db/content.ts).
 */
import { BANNER_SIZE, BLOG_IMAGE_SIZE, FORMS, GRID_SIZE, KIOSK_VIDEOS, banners, blogPosts, heroNavItems, imageGridItems, videos } from '../mocks/db/content';
import { esc, propsAttr } from './html';

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

/** The kiosk's settings: short timers so the preview shows the prompt and the splash quickly. */
export const KIOSK_PREVIEW_CONFIG = { kiosk: { idleMinutes: 0.5, promptMinutes: 0.25, videos: KIOSK_VIDEOS } };

export const kioskPlaceholder = (): string => `<p><strong>Set the mode switch (bottom right) to Kiosk</strong>: outside kiosk mode the widget does nothing.</p>
<p>Short timers here: the prompt after 15 s without activity, the splash 15 s later.
Links to other sites are blocked: <a href="https://www.example.com/">an outside link</a>, <a href="https://www.example.com/" target="_blank">in a new tab</a>.</p>
<div id="pf-kiosk"></div>`;
