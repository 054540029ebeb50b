import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { trackKioskVideo, type KioskVideo } from '../../../shared/api/kiosk';
import { useTexts } from '../../../shared/texts';
import { kioskTexts } from '../texts';
import styles from '../kiosk.module.css';

/**
 * The idle splash (spec 3 §2, §4): the kiosk videos one after another, muted, and a Get Started
 * button. Each playback is recorded with `POST tool/kiosk/video` (video_id, start_date,
 * end_date) when the video ends or the splash closes. It covers the page as a modal dialog, with
 * focus on Get Started. A video that cannot play is skipped.
 */
export function Splash({ videos, warming, onGetStarted }: { videos: KioskVideo[]; warming: boolean; onGetStarted: () => void }) {
  const t = useTexts(kioskTexts);
  const titleId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [index, setIndex] = useState(0);
  const [broken, setBroken] = useState<number[]>([]);
  const started = useRef<{ id: KioskVideo['id']; at: Date } | null>(null);

  const playable = videos.filter((_, i) => !broken.includes(i));
  const current = playable.length ? videos[index] : undefined;

  /** Records the playback under way, if any (once). */
  const finish = () => {
    const playing = started.current;
    started.current = null;
    if (playing) trackKioskVideo(playing.id, playing.at, new Date()).catch((error) => console.warn('Partsfront: kiosk video playback not recorded', error));
  };

  const next = () => {
    if (!videos.length) return;
    let i = index;
    for (let step = 0; step < videos.length; step++) {
      i = (i + 1) % videos.length;
      if (!broken.includes(i)) break;
    }
    setIndex(i);
  };

  useEffect(() => {
    button.current?.focus();
  }, []);
  // Leaving the splash (Get Started, or the page going away) closes the playback under way.
  useEffect(() => () => finish(), []);

  // Focus stays in the splash: Get Started is its one control.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Tab') {
      e.preventDefault();
      button.current?.focus();
    }
  };

  return (
    <div className={styles.splash} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      {current ? (
        <video
          key={`${index}-${current.url}`}
          className={styles.video}
          src={current.url}
          aria-label={current.title}
          autoPlay
          muted
          playsInline
          onPlay={() => {
            if (!started.current) started.current = { id: current.id, at: new Date() };
          }}
          onEnded={() => {
            finish();
            next();
          }}
          onError={() => {
            started.current = null;
            setBroken((b) => (b.includes(index) ? b : [...b, index]));
            next();
          }}
        />
      ) : null}
      <div className={styles.splashPanel}>
        <h2 id={titleId} className={styles.splashTitle}>
          {current?.title ?? t('welcome')}
        </h2>
        {warming ? (
          <p className={styles.warming} role="status">
            {t('warmingUp')}
          </p>
        ) : (
          <button
            ref={button}
            type="button"
            className={styles.getStarted}
            onClick={() => {
              finish();
              onGetStarted();
            }}
          >
            {t('getStarted')}
          </button>
        )}
      </div>
    </div>
  );
}
