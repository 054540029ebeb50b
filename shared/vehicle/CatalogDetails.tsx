import { useQuery } from '../data';
import { getCatalogDetails, ymmKeys, type CatalogDetails as Details, type CatalogDetailsQuery } from '../api/ymm';
import { errorText } from '../api/errors';
import { useTexts } from '../texts';
import { fitmentDetailsTexts } from './details/texts';
import styles from './fitment.module.css';

/** A count links to its listing when the store gave an address (URLs are read through `url`). */
const Item = ({ href, text }: { href: string; text: string }) => <li>{href ? <a href={href}>{text}</a> : text}</li>;

/**
 * Where else to look for this part (POST getCatalogDetails): the series, category and
 * manufacturer counts, each linking to its listing. Loaded when first shown.
 */
export function CatalogDetails({ query }: { query: CatalogDetailsQuery }) {
  const t = useTexts(fitmentDetailsTexts);
  const { data: details, error, refetch } = useQuery<Details>(ymmKeys.catalogDetails(query), () => getCatalogDetails(query), { staleMs: Infinity });

  if (error) {
    return (
      <p className={styles.error} role="alert">
        {errorText(error, t('detailsFailed'))}{' '}
        <button type="button" className={styles.link} onClick={() => void refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  if (!details) return <p className={styles.muted}>{t('loading')}</p>;
  return (
    <ul className={styles.links} aria-label={t('details')}>
      <Item href={details.seriesUrl} text={t('seriesCount', { count: details.seriesCount })} />
      <Item href={details.categoryUrl} text={t('categoryCount', { count: details.categoryCount })} />
      <Item href={details.manufacturerUrl} text={t('manufacturerCount', { count: details.manufacturerCount })} />
    </ul>
  );
}
