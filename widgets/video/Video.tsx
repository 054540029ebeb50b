import type { CSSProperties } from 'react';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import type { VideoProps } from './props';
import { embedUrl } from './embed';
import { useTexts } from '../../shared/texts';
import { videoTexts } from './texts';
import styles from './video.module.css';



/**
 * Video modules. Every player has its box (the module's width:height) before anything loads;
 * nothing downloads until it is needed: a hosted file shows its poster (`preload="none"`), an
 * embedded player's frame loads lazily.
 */
export function Video({ videos, width, height, autoplay, showTitles }: VideoProps & WidgetBaseProps) {
  const t = useTexts(videoTexts);
  const box = { aspectRatio: `${width} / ${height}` } as CSSProperties;
  return (
    <div className={styles.videos}>
      {videos.map((v, i) => {
        const embed = embedUrl(v.url);
        return (
          <figure key={v.id ?? i} className={styles.figure}>
            <div className={styles.box} style={box}>
              {embed ? (
                <iframe
                  className={styles.player}
                  src={embed}
                  title={v.title}
                  width={width}
                  height={height}
                  loading="lazy"
                  allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
                  allowFullScreen
                  referrerPolicy="strict-origin-when-cross-origin"
                />
              ) : (
                <video
                  className={styles.player}
                  controls
                  preload="none"
                  playsInline
                  width={width}
                  height={height}
                  poster={v.poster || undefined}
                  aria-label={v.title}
                  {...(autoplay ? { autoPlay: true, muted: true, loop: true } : {})}
                >
                  <source src={v.url} />
                  <a href={v.url}>{t('download', { title: v.title })}</a>
                </video>
              )}
            </div>
            {showTitles ? <figcaption className={styles.caption}>{v.title}</figcaption> : null}
          </figure>
        );
      })}
    </div>
  );
}
