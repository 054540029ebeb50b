/** The demo theme pages listed on the gallery home. */
export const DEMOS = [
  {
    href: 'preview/demo-store.html',
    title: 'Demo store: category page',
    summary: 'Header with cart popout, search and vehicle selector, alert bar, a 15-product listing, countdown, footer.',
  },
  {
    href: 'preview/demo-product.html',
    title: 'Demo store: product page',
    summary: 'The product block with fitment, vehicle panel and a read-more description.',
  },
];
