import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import type { BlogListProps } from './props';
import { ResponsiveImage } from '../../shared/content';
import { formatStoreDate, isLight } from './format';
import { useTexts } from '../../shared/texts';
import { blogListTexts } from './texts';
import styles from './blog-list.module.css';

/** Spec 3 §9: blog lists show pages of 9, and 9 more per click. */
export const BLOG_PAGE_SIZE = 9;



/**
 * Blog posts as cards: the first 9, then 9 more per "Load More" click, with focus moved to the
 * first new post so keyboard and screen-reader users carry on where the list grew. A post's
 * `text_color` colours its title over the picture, on a backdrop dark or light enough to read.
 */
export function BlogList({ posts, heading, headingLevel, width, height }: BlogListProps & WidgetBaseProps) {
  const t = useTexts(blogListTexts);
  const [shown, setShown] = useState(BLOG_PAGE_SIZE);
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const headingId = useId();
  const Heading = `h${headingLevel}` as 'h2';
  const PostHeading = `h${headingLevel + 1}` as 'h3';

  useEffect(() => {
    const from = focusFrom.current;
    focusFrom.current = null;
    if (from !== null) list.current?.querySelectorAll<HTMLElement>('[data-post-link]')[from]?.focus();
  }, [shown]);

  if (!posts.length) return <p className={styles.empty}>{t('empty')}</p>;
  const visible = posts.slice(0, shown);
  return (
    <section className={styles.blog} aria-labelledby={heading ? headingId : undefined} aria-label={heading ? undefined : t('posts')}>
      {heading ? (
        <Heading id={headingId} className={styles.heading}>
          {heading}
        </Heading>
      ) : null}
      <ul ref={list} className={styles.list}>
        {visible.map((post, i) => {
          const colour = post.text_color || undefined;
          const style = colour ? ({ '--pf-blog-text': colour, '--pf-blog-backdrop': isLight(colour) ? 'rgba(0, 0, 0, 0.75)' : 'rgba(255, 255, 255, 0.88)' } as CSSProperties) : undefined;
          return (
            <li key={`${post.url}-${i}`} className={styles.item}>
              <article className={styles.card} style={style}>
                {post.image ? <ResponsiveImage className={styles.picture} src={post.image} alt="" size={{ width, height }} /> : <span className={styles.noPicture} style={{ aspectRatio: `${width} / ${height}` }} />}
                <div className={styles.overlay}>
                  {post.category ? <p className={styles.category}>{post.category}</p> : null}
                  <PostHeading className={styles.title}>
                    <a className={styles.link} href={post.url} data-post-link="">
                      {post.title}
                    </a>
                  </PostHeading>
                  {post.date ? (
                    <time className={styles.date} dateTime={post.date}>
                      {formatStoreDate(post.date)}
                    </time>
                  ) : null}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      <div className={styles.footer}>
        <p className={styles.count} aria-live="polite">
          {t('showing', { shown: visible.length, count: posts.length })}
        </p>
        {shown < posts.length ? (
          <button
            type="button"
            className={styles.more}
            onClick={() => {
              focusFrom.current = shown;
              setShown((n) => n + BLOG_PAGE_SIZE);
            }}
          >
            {t('more')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
