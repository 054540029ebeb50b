import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import type { BannerProps } from './props';
import type { ImageSize } from '../../shared/content';
import { Slide } from './Slide';
import { useTexts } from '../../shared/texts';
import { bannerTexts } from './texts';
import styles from './banner.module.css';


const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const subscribeMotion = (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia('(prefers-reduced-motion: reduce)');
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Banners (spec 3 §3): one picture, or a carousel that moves on every `speed` seconds. It holds
 * still while the pointer or focus is on it, when the visitor pauses it, and when the system asks
 * for reduced motion; Previous / Next and one button per banner move by hand. Every slide has the
 * same box, so changing slides moves nothing on the page.
 */
export function Banner({ banners, speed, width, height, mobileWidth, mobileHeight, label }: BannerProps & WidgetBaseProps) {
  const t = useTexts(bannerTexts);
  const size: ImageSize = { width, height, mobileWidth, mobileHeight };
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const calm = useSyncExternalStore(subscribeMotion, reducedMotion, () => false);
  const id = useId();
  const count = banners.length;
  const rotating = count > 1 && speed > 0 && !paused && !hovered && !focused && !calm;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setCurrent((c) => (c + 1) % count), speed * 1000);
    return () => clearInterval(timer);
  }, [rotating, speed, count]);

  if (count === 1) {
    return (
      <div className={styles.banner} role="region" aria-label={label || t('label')}>
        <Slide banner={banners[0]} size={size} active />
      </div>
    );
  }

  const go = (index: number) => setCurrent((index + count) % count);
  return (
    <div
      className={styles.banner}
      role="region"
      aria-roledescription={t('carousel')}
      aria-label={label || t('label')}
      onPointerEnter={(e) => e.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.controls}>
        {speed > 0 && !calm ? (
          <button type="button" className={styles.control} aria-label={t(paused ? 'playSlides' : 'pauseSlides')} onClick={() => setPaused((p) => !p)}>
            {t(paused ? 'play' : 'pause')}
          </button>
        ) : null}
        <button type="button" className={styles.control} aria-controls={id} onClick={() => go(current - 1)}>
          <span aria-hidden="true">‹</span>
          <span className="pf-visually-hidden">{t('previous')}</span>
        </button>
        <button type="button" className={styles.control} aria-controls={id} onClick={() => go(current + 1)}>
          <span aria-hidden="true">›</span>
          <span className="pf-visually-hidden">{t('next')}</span>
        </button>
      </div>
      <div id={id} className={styles.track} aria-live={rotating ? 'off' : 'polite'}>
        {banners.map((banner, i) => (
          <div key={i} className={styles.slideBox} role="group" aria-roledescription={t('slide')} aria-label={t('position', { n: i + 1, count })} aria-hidden={i !== current || undefined} inert={i !== current}>
            <Slide banner={banner} size={size} active={i === current} />
          </div>
        ))}
      </div>
      <div className={styles.dots}>
        {banners.map((banner, i) => (
          <button key={i} type="button" className={styles.dot} aria-current={i === current || undefined} aria-controls={id} onClick={() => go(i)}>
            <span className="pf-visually-hidden">{banner.title ? t('showTitled', { n: i + 1, title: banner.title }) : t('show', { n: i + 1 })}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
