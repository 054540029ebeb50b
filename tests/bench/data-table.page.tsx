import { createRoot } from 'react-dom/client';
import { DataTable, type Column } from '../../shared/ui/DataTable';
import '../../shared/runtime/tokens.css';

/**
 * The benchmark's page: a client-mode DataTable of 5,000 parts on one page (virtualized).
 * Deterministic rows (a small LCG), so every run sorts the same data.
 */
interface Part {
  id: number;
  part: string;
  name: string;
  brand: string;
  price: string;
  stock: number;
}

const BRANDS = ['Moog', 'Bosch', 'Denso', 'ACDelco', 'PowerStop', 'Monroe', 'Gates', 'NGK', 'Wagner', 'Dorman'];
const TYPES = ['Brake Pad Set', 'Ball Joint', 'Oil Filter', 'Spark Plug', 'Shock Absorber', 'Timing Belt', 'Wheel Bearing', 'Control Arm'];
let seed = 20261123;
const next = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 4294967296;

export const ROWS = 5000;
const rows: Part[] = Array.from({ length: ROWS }, (_, i) => {
  const brand = BRANDS[Math.floor(next() * BRANDS.length)];
  return {
    id: i + 1,
    part: `${brand.slice(0, 3).toUpperCase()}${Math.floor(next() * 90000 + 10000)}`,
    name: `${brand} ${TYPES[Math.floor(next() * TYPES.length)]}`,
    brand,
    price: (Math.floor(next() * 50000) / 100).toFixed(2),
    stock: Math.floor(next() * 40),
  };
});

const columns: Column<Part>[] = [
  { key: 'part', label: 'Part #', sortable: true },
  { key: 'name', label: 'Name', sortable: true },
  { key: 'brand', label: 'Brand', sortable: true },
  { key: 'price', label: 'Price', sortable: true, align: 'end', render: (p) => `$${p.price}` },
  { key: 'stock', label: 'Stock', sortable: true, align: 'end' },
];

/** What the benchmark checks the sorted DOM against: a column's first row in each order, as shown. */
const heads = (key: 'part' | 'price', show: (p: Part) => string) => {
  const numeric = key === 'price';
  const sorted = [...rows].sort((a, b) => (numeric ? Number(a[key]) - Number(b[key]) : a[key].toLowerCase() < b[key].toLowerCase() ? -1 : 1));
  return { ascending: show(sorted[0]), descending: show(sorted[sorted.length - 1]) };
};
(window as unknown as { benchExpect: Record<string, { ascending: string; descending: string }> }).benchExpect = {
  'Part #': heads('part', (p) => p.part),
  Price: heads('price', (p) => `$${p.price}`),
};

createRoot(document.getElementById('root')!).render(<DataTable caption="Parts" columns={columns} rows={rows} limit={ROWS} hidePaging rowKey={(p) => p.id} height={600} />);
