import { useEffect, useState } from 'react';
import { getCatalogDetails, type CatalogDetails as Details, type CatalogDetailsQuery } from '../api/ymm';
import { errorText } from '../api/errors';
import styles from './fitment.module.css';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Where else to look for this part (POST getCatalogDetails): the series, category and
 * manufacturer counts, each linking to its listing. Loaded when first shown.
 */
export function CatalogDetails({ query }: { query: CatalogDetailsQuery }) {
  const [details, setDetails] = useState<Details | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(query);

  useEffect(() => {
    let live = true;
    setError(null);
    getCatalogDetails(query).then(
      (answer) => live && setDetails(answer),
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  if (error) {
    return (
      <p className={styles.error} role="alert">
        {errorText(error, 'The catalog details could not be loaded.')}{' '}
        <button type="button" className={styles.link} onClick={() => setAttempt((n) => n + 1)}>
          Retry
        </button>
      </p>
    );
  }
  if (!details) return <p className={styles.muted}>Loading…</p>;
  return (
    <ul className={styles.links} aria-label="Catalog details">
      <li>
        <a href={details.seriesUrl}>{count(Number(details.seriesCount) || 0, 'part in this series', 'parts in this series')}</a>
      </li>
      <li>
        <a href={details.categoryUrl}>{count(Number(details.categoryCount) || 0, 'part in this category', 'parts in this category')}</a>
      </li>
      <li>
        <a href={details.manufacturerUrl}>{count(Number(details.manufacturerCount) || 0, 'part from this manufacturer', 'parts from this manufacturer')}</a>
      </li>
    </ul>
  );
}
