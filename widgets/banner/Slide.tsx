import { ContentLink, ResponsiveImage, type Banner, type ImageSize } from '../../shared/content';
import styles from './banner.module.css';

/**
 * One banner. With `show_banner_title` its title and subtitle are written over the picture (and
 * the picture's text alternative is empty, the title saying it); otherwise the title is the
 * picture's text alternative. With `link_text` the link is a button-like call to action; without
 * it the whole banner is the link.
 */
export function Slide({ banner, size, active }: { banner: Banner; size: ImageSize; active: boolean }) {
  const showTitle = banner.show_banner_title && Boolean(banner.title || banner.subtitle);
  const picture = (
    <ResponsiveImage className={styles.picture} src={banner.image} mobileSrc={banner.mobile_image || undefined} alt={showTitle ? '' : banner.title} size={size} />
  );
  const caption = showTitle ? (
    <span className={styles.caption}>
      {banner.title ? <span className={styles.title}>{banner.title}</span> : null}
      {banner.subtitle ? <span className={styles.subtitle}>{banner.subtitle}</span> : null}
      {banner.link && banner.link_text ? (
        <ContentLink className={styles.cta} href={banner.link} openInNewTab={banner.open_in_new_tab}>
          {banner.link_text}
        </ContentLink>
      ) : null}
    </span>
  ) : banner.link && banner.link_text ? (
    <span className={styles.caption}>
      <ContentLink className={styles.cta} href={banner.link} openInNewTab={banner.open_in_new_tab}>
        {banner.link_text}
      </ContentLink>
    </span>
  ) : null;

  const body = (
    <>
      {picture}
      {caption}
    </>
  );
  return (
    <div className={styles.slide} data-active={active || undefined}>
      {banner.link && !banner.link_text ? (
        <ContentLink className={styles.wholeLink} href={banner.link} openInNewTab={banner.open_in_new_tab}>
          {body}
        </ContentLink>
      ) : (
        body
      )}
    </div>
  );
}
