import widget from '../../widgets/pos-customer-list/index';

/**
 * The customer-list benchmark's page: the real pos-customer-list widget in POS mode on
 * /pos/customer with the page address the benchmark chose (`?limit=20` or `?limit=5000`). The
 * store's answers come from the benchmark (Playwright routing, precomputed by the mock store).
 */
const config = document.createElement('script');
config.type = 'application/json';
config.id = 'pf-config';
config.textContent = JSON.stringify({ mode: 'pos' });
document.head.append(config);

const el = document.getElementById('pf-pos-customer-list')!;
widget.mount(el, {}, { onError: (e) => console.error(e) });
