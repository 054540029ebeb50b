import type { ReactNode } from 'react';
import type { CompareProduct } from '../../../shared/api/shapes/lists';
import { SafeHtml } from '../../../shared/ui/SafeHtml';
import { Rating } from '../../../shared/ui/Rating';
import { ListTable } from '../../../shared/lists';
import { useTexts } from '../../../shared/texts';
import styles from '../compare.module.css';
import { compareTexts } from '../texts';

export interface CompareTableProps {
  products: CompareProduct[];
  /** The action cell of each product (add to cart, remove). */
  actions: (product: CompareProduct) => ReactNode;
}

/** One attribute row per attribute name seen in a group, in first-seen order. */
function groupRows(products: CompareProduct[]) {
  const groups = new Map<string, string[]>();
  for (const p of products) {
    for (const g of p.attribute_groups ?? []) {
      const names = groups.get(g.name) ?? [];
      for (const a of g.attributes) if (!names.includes(a.name)) names.push(a.name);
      groups.set(g.name, names);
    }
  }
  return [...groups.entries()];
}

const attributeValue = (p: CompareProduct, group: string, name: string) =>
  p.attribute_groups?.find((g) => g.name === group)?.attributes.find((a) => a.name === name)?.value ?? '';

/** Products side by side (spec 1 §2, §3 "Compare product"): one column per product. */
export function CompareTable({ products, actions }: CompareTableProps) {
  const t = useTexts(compareTexts);
  const row = (label: string, cell: (p: CompareProduct) => ReactNode) => (
    <tr>
      <th scope="row">{label}</th>
      {products.map((p) => (
        <td key={p.product_id}>{cell(p)}</td>
      ))}
    </tr>
  );
  return (
    <ListTable caption={t('caption')} className={styles.table}>
      <thead>
        <tr>
          <td />
          {products.map((p) => (
            <th key={p.product_id} scope="col">
              {p.links.view ? <a href={p.links.view}>{p.name}</a> : p.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {row(t('image'), (p) =>
          p.thumbnails.primary ? <img src={p.thumbnails.primary} alt={p.name} className={styles.image} width={120} height={120} /> : null,
        )}
        {row(t('price'), (p) =>
          p.disable_pricing ? <SafeHtml as="span" html={p.disable_pricing_notice} /> : p.special_text || p.price_text,
        )}
        {row(t('model'), (p) => p.model)}
        {row(t('brand'), (p) => p.manufacturer)}
        {row(t('availability'), (p) => p.stock_text)}
        {row(t('rating'), (p) => <Rating rating={p.rating} reviews={p.reviews} />)}
        {row(t('weight'), (p) => p.weight_text)}
        {row(t('length'), (p) => p.length_text)}
        {row(t('width'), (p) => p.width_text)}
        {row(t('height'), (p) => p.height_text)}
      </tbody>
      {groupRows(products).map(([group, names]) => (
        <tbody key={group}>
          <tr>
            <th scope="colgroup" colSpan={products.length + 1} className={styles.group}>
              {group}
            </th>
          </tr>
          {names.map((name) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              {products.map((p) => (
                <td key={p.product_id}>{attributeValue(p, group, name)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      ))}
      <tfoot>
        <tr>
          <td />
          {products.map((p) => (
            <td key={p.product_id}>{actions(p)}</td>
          ))}
        </tr>
      </tfoot>
    </ListTable>
  );
}
