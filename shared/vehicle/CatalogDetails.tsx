import { useQuery } from '../data';
import { getCatalogDetails, ymmKeys, type CatalogDetails as Details, type CatalogDetailsQuery } from '../api/ymm';
import { errorText } from '../api/errors';
import styles from './fitment.module.css';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** A count links to its listing when the store gave an address (URLs are read through `url`). */
const Item = ({ href, text }: { href: string; text: string }) => <li>{href ? <a href={href}>{text}</a> : text}</li>;

/**
 * Where else to look for this part (POST getCatalogDetails): the series, category and
 * manufacturer counts, each linking to its listing. Loaded when first shown.
 */
export function CatalogDetails({ query }: { query: CatalogDetailsQuery }) {
  const { data: details, error, refetch } = useQuery<Details>(ymmKeys.catalogDetails(query), () => getCatalogDetails(query), { staleMs: Infinity });

  if (error) {
    return (
      <p className={styles.error} role="alert">
        {errorText(error, 'The catalog details could not be loaded.')}{' '}
        <button type="button" className={styles.link} onClick={() => void refetch()}>
          Retry
        </button>
      </p>
    );
  }
  if (!details) return <p className={styles.muted}>Loading…</p>;
  return (
    <ul className={styles.links} aria-label="Catalog details">
      <Item href={details.seriesUrl} text={count(details.seriesCount, 'part in this series', 'parts in this series')} />
      <Item href={details.categoryUrl} text={count(details.categoryCount, 'part in this category', 'parts in this category')} />
      <Item href={details.manufacturerUrl} text={count(details.manufacturerCount, 'part from this manufacturer', 'parts from this manufacturer')} />
    </ul>
  );
}
