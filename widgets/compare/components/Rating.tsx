import styles from '../compare.module.css';

/** Stars out of 5 with the number of reviews; the stars are read as "Rated n out of 5". */
export function Rating({ rating, reviews }: { rating: number; reviews: number }) {
  const stars = Math.max(0, Math.min(5, Math.round(Number(rating) || 0)));
  return (
    <span className={styles.rating}>
      <span role="img" aria-label={`Rated ${stars} out of 5`} className={styles.stars}>
        {'★'.repeat(stars)}
        {'☆'.repeat(5 - stars)}
      </span>{' '}
      <span>
        {reviews} {Number(reviews) === 1 ? 'review' : 'reviews'}
      </span>
    </span>
  );
}
