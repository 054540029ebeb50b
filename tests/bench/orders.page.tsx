import widget from '../../widgets/pos-order-list/index';

/**
 * The order-list benchmark's page: the real pos-order-list widget in POS mode on /pos/order with
 * the page address the benchmark chose (`?limit=20` or `?limit=5000`). The store's answers come
 * from the benchmark (Playwright routing, precomputed by the mock store for 5,000+ orders).
 */
const config = document.createElement('script');
config.type = 'application/json';
config.id = 'pf-config';
config.textContent = JSON.stringify({ mode: 'pos' });
document.head.append(config);

const statuses = [
  { order_status_id: 1, name: 'Pending', status_color: '#f0ad4e', status_text_color: '#1f1f1f' },
  { order_status_id: 5, name: 'Complete', status_color: '#2e7d32', status_text_color: '#ffffff' },
];
const el = document.getElementById('pf-pos-order-list')!;
widget.mount(el, { orderStatuses: statuses }, { onError: (e) => console.error(e) });
