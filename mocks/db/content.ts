/**
 * The store's content modules and what visitors send through them (spec 3 §2, §3, §9): the hero
 * navigation (three levels), banners, image grids, videos, blog posts, custom forms, the kiosk's
 * splash videos, and the state the form, appointment and kiosk routes change (submissions,
 * appointment requests, video plays). Everything is fixed data or derived from the catalogue and
 * the locations: no Math.random, no Date.now.
 */
import type { FormDefinition, FormLocation } from '../../shared/api/forms';
import type { KioskVideo } from '../../shared/api/kiosk';
import { BRANDS, CATEGORIES } from './catalog-data';
import { LOCATIONS } from './locations';
import { mulberry32 } from './random';
import { GLYPHS, sceneImage } from './images';

// ---------------------------------------------------------------------------------------------
// Pictures: inline SVG, sized as the store's image settings size them
// ---------------------------------------------------------------------------------------------

/** A picture for a category: its colour and glyph, no text (mocks/db/images.ts). */
const categoryImage = (key: string, width: number, height: number) => {
  const category = CATEGORIES.find((c) => c.key === key) ?? CATEGORIES[0];
  return sceneImage(category.colour, GLYPHS[category.key] ?? '', width, height);
};

/** Banner image sizes (desktop and the mobile image used below 768 px). */
export const BANNER_SIZE = { width: 1600, height: 500, mobileWidth: 800, mobileHeight: 800 };
export const GRID_SIZE = { width: 600, height: 400, mobileWidth: 600, mobileHeight: 600 };
export const BLOG_IMAGE_SIZE = { width: 480, height: 300 };

// ---------------------------------------------------------------------------------------------
// Hero navigation (three levels)
// ---------------------------------------------------------------------------------------------

export interface NavItem {
  title: string;
  url: string;
  children?: NavItem[];
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Shop Parts → category → part type; Brands → first letter group → brand; Service; Deals; Blog. */
export function heroNavItems(): NavItem[] {
  const categories: NavItem[] = CATEGORIES.map((c) => ({
    title: c.name,
    url: `/index.php?route=product/category&path=${c.category_id}`,
    children: c.types.map((t) => ({ title: t.name, url: `/index.php?route=product/category&path=${c.category_id}&type=${slug(t.name)}` })),
  }));
  const brands = Object.values(BRANDS).sort((a, b) => a.name.localeCompare(b.name));
  const groups: Array<[string, RegExp]> = [
    ['A – F', /^[a-f]/i],
    ['G – M', /^[g-m]/i],
    ['N – Z', /^[n-z]/i],
  ];
  return [
    { title: 'Shop Parts', url: '/index.php?route=product/category', children: categories },
    {
      title: 'Brands',
      url: '/index.php?route=product/manufacturer',
      children: groups.map(([title, re]) => ({
        title,
        url: '/index.php?route=product/manufacturer',
        children: brands.filter((b) => re.test(b.name)).map((b) => ({ title: b.name, url: `/index.php?route=product/manufacturer/info&manufacturer_id=${b.manufacturer_id}` })),
      })),
    },
    {
      title: 'Service',
      url: '/service',
      children: [
        {
          title: 'Repairs',
          url: '/service/repairs',
          children: ['Brake Service', 'Suspension & Alignment', 'Cooling System', 'Batteries & Charging'].map((t) => ({ title: t, url: `/service/repairs/${slug(t)}` })),
        },
        {
          title: 'Maintenance',
          url: '/service/maintenance',
          children: ['Oil Change', 'Tune-Up', 'Wiper Replacement', 'Seasonal Check'].map((t) => ({ title: t, url: `/service/maintenance/${slug(t)}` })),
        },
        { title: 'Store Locations', url: '/index.php?route=information/locator' },
      ],
    },
    { title: 'Deals', url: '/index.php?route=product/special' },
    { title: 'Blog', url: '/blog' },
  ];
}

// ---------------------------------------------------------------------------------------------
// Banners, image grid, videos
// ---------------------------------------------------------------------------------------------

export interface BannerSeed {
  image: string;
  mobile_image: string;
  title: string;
  subtitle: string;
  link: string;
  link_text: string;
  open_in_new_tab: boolean;
  show_banner_title: boolean;
}

/** title, subtitle, link, link text, picture (a category key), new tab, show the title. */
const BANNER_TEXTS: Array<[string, string, string, string, string, boolean, boolean]> = [
  ['Brake Week: 20% off pads and rotors', 'Ceramic pads, coated rotors and calipers from the brands mechanics trust.', '/index.php?route=product/category&path=20', 'Shop Brakes', 'brakes', false, true],
  ['Free battery testing', 'Walk in at any of our 8 stores: results in 5 minutes, installation while you wait.', '/index.php?route=information/locator', 'Find a Store', 'batteries', false, true],
  ['Winter-ready wipers', 'Beam blades for every windshield, fitted free in the parking lot.', '/index.php?route=product/category&path=55', 'Shop Wipers', 'wipers', false, false],
  ['Gates belts & hoses', 'OE-quality timing kits with the manufacturer’s installation videos.', 'https://www.gates.com/us/en/automotive.html', 'Visit Gates', 'belts', true, true],
];

export function banners(): BannerSeed[] {
  return BANNER_TEXTS.map(([title, subtitle, link, link_text, picture, open_in_new_tab, show_banner_title]) => ({
    image: categoryImage(picture, BANNER_SIZE.width, BANNER_SIZE.height),
    mobile_image: categoryImage(picture, BANNER_SIZE.mobileWidth, BANNER_SIZE.mobileHeight),
    title,
    subtitle,
    link,
    link_text,
    open_in_new_tab,
    show_banner_title,
  }));
}

/** The image grid: one tile per category, the last one leaving the site in a new tab. */
export function imageGridItems(count = 6): BannerSeed[] {
  const tiles = CATEGORIES.slice(0, count).map((c, i) => ({
    image: categoryImage(c.key, GRID_SIZE.width, GRID_SIZE.height),
    mobile_image: categoryImage(c.key, GRID_SIZE.mobileWidth, GRID_SIZE.mobileHeight),
    title: c.name,
    subtitle: `${c.types.length} part types from ${c.brands.length} brands`,
    link: `/index.php?route=product/category&path=${c.category_id}`,
    link_text: `Shop ${c.name}`,
    open_in_new_tab: false,
    show_banner_title: i % 3 !== 2,
  }));
  tiles[tiles.length - 1] = { ...tiles[tiles.length - 1], link: 'https://www.aftermarketsuppliers.org/', link_text: 'Industry news', open_in_new_tab: true };
  return tiles;
}

export interface VideoSeed {
  id: number;
  url: string;
  title: string;
  poster?: string;
}

/** The store's videos: files it hosts, and one on YouTube. */
export function videos(): VideoSeed[] {
  return [
    { id: 11, url: '/image/catalog/video/brake-pad-replacement.mp4', title: 'How to replace front brake pads', poster: categoryImage('brakes', 1280, 720) },
    { id: 12, url: 'https://www.youtube.com/embed/3zYhPq4YqPk', title: 'Choosing the right motor oil' },
  ];
}

/** The kiosk's splash videos (`kiosk.videos` in the settings). */
export const KIOSK_VIDEOS: KioskVideo[] = [
  { id: 1, url: '/image/catalog/kiosk/welcome-to-the-parts-counter.mp4', title: 'Welcome to the parts counter' },
  { id: 2, url: '/image/catalog/kiosk/find-parts-for-your-vehicle.mp4', title: 'Find parts for your vehicle' },
];

// ---------------------------------------------------------------------------------------------
// Blog
// ---------------------------------------------------------------------------------------------

export interface BlogSeed {
  title: string;
  url: string;
  image: string;
  date: string;
  category: string;
  text_color: string;
}

/** Each post with the category it is filed under (a category key of the catalogue). */
const BLOG_TOPICS: Array<[string, string]> = [
  ['When to replace your brake pads', 'brakes'],
  ['Ceramic or semi-metallic: which pad is for you?', 'brakes'],
  ['Five signs your struts are worn', 'suspension'],
  ['What the oil filter really does', 'filters'],
  ['Spark plug gaps explained', 'ignition'],
  ['LED or halogen headlights?', 'lighting'],
  ['Flushing your coolant the right way', 'cooling'],
  ['How long does a serpentine belt last?', 'belts'],
  ['Winter wiper blades that actually work', 'wipers'],
  ['Testing a car battery at home', 'batteries'],
  ['Cold cranking amps, in plain words', 'batteries'],
  ['Roof racks and fuel economy', 'accessories'],
  ['Why rotors warp (and why they mostly don’t)', 'brakes'],
  ['A sway bar link in 30 minutes', 'suspension'],
  ['Cabin air filters and allergies', 'filters'],
  ['Iridium plugs: worth the money?', 'ignition'],
  ['Fog lights and the law', 'lighting'],
  ['Radiator caps are pressure valves', 'cooling'],
  ['Timing belt or timing chain?', 'belts'],
  ['Beam blades vs conventional blades', 'wipers'],
  ['AGM batteries for start-stop cars', 'batteries'],
  ['Floor liners that fit', 'accessories'],
  ['Bedding in new brake pads', 'brakes'],
];

/** 23 posts, newest first: three pages of 9, 9 and 5. */
export function blogPosts(): BlogSeed[] {
  const rng = mulberry32(2026);
  return BLOG_TOPICS.map(([title, key], i) => {
    const category = CATEGORIES.find((c) => c.key === key) ?? CATEGORIES[0];
    // One post a week, back from Monday 16 November 2026.
    const day = new Date(Date.UTC(2026, 10, 16 - i * 7));
    const light = rng.chance(0.5);
    return {
      title,
      url: `/blog/${slug(title)}`,
      image: categoryImage(category.key, BLOG_IMAGE_SIZE.width, BLOG_IMAGE_SIZE.height),
      date: day.toISOString().slice(0, 10),
      category: category.name,
      text_color: light ? '#ffffff' : '#1b1b1b',
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Custom forms
// ---------------------------------------------------------------------------------------------

/** Form 7 uses every field type, with a captcha and an after-submit message; form 8 redirects. */
export const FORMS: FormDefinition[] = [
  {
    id: 7,
    title: 'Request a service appointment',
    layout: { columns: 2, label_position: 'top' },
    submit_button: { text: 'Send Request', align: 'left' },
    require_captcha: true,
    redirect: '',
    after_submit_message: '<p><strong>Thank you!</strong> Our service desk will call you within one business day to confirm your appointment.</p>',
    // Listed out of order on purpose: the builder stores them as dragged; `index` is the order.
    fields: [
      { id: 70, type: 'textarea', label_text: 'Describe the problem', placeholder_text: 'Noises, warning lights, when it happens…', required: true, index: 12 },
      { id: 61, type: 'heading', label_text: 'About you', index: 0 },
      { id: 62, type: 'text', label_text: 'Full Name', placeholder_text: 'Jane Driver', required: true, index: 1, width: 'half' },
      { id: 63, type: 'email', label_text: 'Email', placeholder_text: 'you@example.com', required: true, index: 2, width: 'half' },
      { id: 64, type: 'phone', label_text: 'Phone', placeholder_text: '(555) 555-5555', required: false, index: 3, width: 'half' },
      { id: 65, type: 'radio', label_text: 'Best way to reach you', required: true, index: 4, width: 'half', options: ['Phone call', 'Text message', 'Email'] },
      { id: 66, type: 'paragraph', label_text: 'Tell us about the vehicle so we can order parts before you arrive.', index: 5 },
      { id: 67, type: 'number', label_text: 'Vehicle Year', placeholder_text: '2016', required: true, index: 6, width: 'half' },
      { id: 68, type: 'select', label_text: 'Service Needed', required: true, index: 7, width: 'half', options: ['Brake inspection', 'Oil change', 'Battery test', 'Suspension check', 'Check engine light'] },
      { id: 69, type: 'checkbox', label_text: 'Also check', required: false, index: 8, options: ['Tire pressure', 'Wiper blades', 'Cabin air filter'] },
      { id: 71, type: 'date', label_text: 'Preferred Date', required: true, index: 9, width: 'half' },
      { id: 72, type: 'time', label_text: 'Preferred Time', required: false, index: 10, width: 'half' },
      { id: 73, type: 'location', label_text: 'Store', required: true, index: 11 },
      { id: 74, type: 'hidden', label_text: 'Source', index: 13, default_value: 'service-page' },
      { id: 75, type: 'acceptance', label_text: 'I agree to be contacted about this request', required: true, index: 14 },
    ],
  },
  {
    id: 8,
    title: 'Special-order a part',
    layout: { columns: 1 },
    submit_button: { text: 'Ask for a quote', align: 'right', full_width: false },
    require_captcha: false,
    redirect: '/index.php?route=information/information&information_id=9',
    after_submit_message: '',
    fields: [
      { id: 81, type: 'text', label_text: 'Part Number', placeholder_text: 'e.g. K80012', required: true, index: 0 },
      { id: 82, type: 'email', label_text: 'Email', required: true, index: 1 },
      { id: 83, type: 'textarea', label_text: 'Notes', required: false, index: 2 },
    ],
  },
];

export const formById = (id: string | number | null): FormDefinition | undefined => FORMS.find((f) => String(f.id) === String(id));

/** The locations a `location` field offers (module/forms/getLocations). */
export const formLocations = (): FormLocation[] => LOCATIONS.map((l) => ({ email_address: l.email, location_name: l.location_name }));

// ---------------------------------------------------------------------------------------------
// State the routes change
// ---------------------------------------------------------------------------------------------

export interface ContentState {
  /** Accepted form submissions, as the store saved them. */
  submissions: Array<{ form_id: number; origin_url: string; values: Record<string, unknown> }>;
  /** Storefront schedule-appointment requests. */
  appointmentRequests: Array<Record<string, string>>;
  /** Kiosk splash-video plays. */
  videoPlays: Array<{ video_id: number; start_date: string; end_date: string }>;
}

export function createContent(): ContentState {
  return { submissions: [], appointmentRequests: [], videoPlays: [] };
}
