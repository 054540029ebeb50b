import { useId, type CSSProperties } from 'react';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import type { ImageGridProps } from './props';
import { ContentLink, ResponsiveImage, type ImageSize } from '../../shared/content';
import { useTexts } from '../../shared/texts';
import { imageGridTexts } from './texts';
import styles from './image-grid.module.css';


/**
 * A grid of linked pictures (spec 3 §3 Banner entities): `columns` across on wide screens, two
 * below 768 px, one on small phones. A tile shows its title and subtitle when
 * `show_banner_title` is on; its title is otherwise the picture's text. `link_text` is the visible
 * call to action under the tile's text.
 */
export function ImageGrid({ items, columns, width, height, mobileWidth, mobileHeight, heading, headingLevel }: ImageGridProps & WidgetBaseProps) {
  const t = useTexts(imageGridTexts);
  const size: ImageSize = { width, height, mobileWidth, mobileHeight };
  const Heading = `h${headingLevel}` as 'h2';
  const headingId = useId();
  return (
    <section className={styles.grid} aria-labelledby={heading ? headingId : undefined} aria-label={heading ? undefined : t('featured')} style={{ '--pf-grid-columns': columns } as CSSProperties}>
      {heading ? <Heading id={headingId} className={styles.heading}>{heading}</Heading> : null}
      <ul className={styles.list}>
        {items.map((item, i) => {
          const showTitle = item.show_banner_title && Boolean(item.title);
          const content = (
            <>
              <ResponsiveImage className={styles.picture} src={item.image} mobileSrc={item.mobile_image || undefined} alt={showTitle ? '' : item.title} size={size} />
              {showTitle || item.link_text ? (
                <span className={styles.text}>
                  {showTitle ? <span className={styles.title}>{item.title}</span> : null}
                  {showTitle && item.subtitle ? <span className={styles.subtitle}>{item.subtitle}</span> : null}
                  {item.link_text ? <span className={styles.cta}>{item.link_text}</span> : null}
                </span>
              ) : null}
            </>
          );
          return (
            <li key={i} className={styles.tile}>
              {item.link ? (
                <ContentLink className={styles.link} href={item.link} openInNewTab={item.open_in_new_tab}>
                  {content}
                </ContentLink>
              ) : (
                <div className={styles.link}>{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
