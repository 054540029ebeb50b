import { useTexts } from '../texts';
import { uiTexts } from './texts';
import styles from './Rating.module.css';

export interface RatingProps {
  /** Average rating out of 5 (rounded to whole stars). */
  rating: number | string;
  /** Number of reviews. */
  reviews: number | string;
  /** `p` where the rating is a line of its own (product cards), `span` inline (a table cell). */
  as?: 'p' | 'span';
  className?: string;
}

/** Whole stars out of 5, read as one image "Rated n out of 5", then "(n reviews)". */
export function Rating({ rating, reviews, as: Tag = 'span', className }: RatingProps) {
  const t = useTexts(uiTexts);
  const stars = Math.max(0, Math.min(5, Math.round(Number(rating) || 0)));
  const count = Number(reviews) || 0;
  return (
    <Tag className={[styles.rating, className].filter(Boolean).join(' ')}>
      <span role="img" aria-label={t('rated', { stars })} className={styles.stars}>
        {'★'.repeat(stars)}
        {'☆'.repeat(5 - stars)}
      </span>{' '}
      <span className={styles.reviews}>
        {t('reviews', { count })}
      </span>
    </Tag>
  );
}
