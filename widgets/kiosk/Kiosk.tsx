import { useCallback, useEffect, useRef, useState } from 'react';
import { useIdleTimer } from 'react-idle-timer';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { isKioskMode, useSettings } from '../../shared/config';
import { pageUrl } from '../../shared/api/endpoints/kiosk';
import { navigation } from '../../shared/runtime/navigation';
import { kioskTimers, pageTimers, resetVisitor, sessionStarted, startSession, takePlacedOrder, useRestrictedLinks, type PlacedOrder } from '../../shared/kiosk';
import type { KioskProps } from './props';
import { Prompt } from './components/Prompt';
import { Splash } from './components/Splash';
import { OrderPlaced } from './components/OrderPlaced';
import { text } from '../../shared/texts';
import { kioskTexts } from './texts';
import styles from './kiosk.module.css';

type Phase = 'active' | 'prompt' | 'idle' | 'warming';

/** How long the "link blocked" notice stays. */
export const NOTICE_MS = 4000;

/**
 * The kiosk (spec 3 §2, §4, §9), on every page in kiosk mode. After `idleMinutes` without
 * activity it asks 'Are you still there?' with a countdown of `promptMinutes`; any activity
 * dismisses the question. When the countdown ends the visitor is forgotten (cart, vehicle,
 * session, storage, cookies) and the splash plays the kiosk videos with a Get Started button,
 * which shows 'Warming up the engine...' and opens the kiosk home page. In restricted mode links
 * that leave the site are blocked (the loader blocks them before this widget mounts). The first
 * kiosk page of a browser session starts empty (a stranger's cart, vehicle or login is forgotten).
 * After a kiosk checkout the home page shows the order number full screen until the idle time
 * has passed, then the splash.
 */
export function Kiosk(_props: KioskProps & WidgetBaseProps) {
  const settings = useSettings();
  if (!isKioskMode(settings)) return null;
  return <KioskMode />;
}

function KioskMode() {
  const settings = useSettings();
  const { promptAfterMs, promptMs } = kioskTimers(settings.kiosk);
  const [phase, setPhase] = useState<Phase>('active');
  const [placed, setPlaced] = useState<PlacedOrder | null>(() => takePlacedOrder());
  const [notice, setNotice] = useState('');
  const noticeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(noticeTimer.current), []);

  useEffect(() => {
    void startSession();
  }, []);

  /** The visitor is gone: the splash, and everything they left is forgotten for the next one. */
  const goIdle = useCallback(() => {
    setPhase('idle');
    setPlaced(null);
    void resetVisitor().then(sessionStarted);
  }, []);

  const timer = useIdleTimer({
    timeout: promptAfterMs + promptMs,
    promptBeforeIdle: promptMs,
    stopOnIdle: true,
    // The order screen keeps its own time (the idle time, then the splash): no question meanwhile.
    startManually: placed !== null,
    timers: pageTimers,
    onPrompt: () => setPhase('prompt'),
    onIdle: goIdle,
  });

  const orderDone = useCallback(() => {
    timer.pause();
    goIdle();
  }, [timer, goIdle]);

  const stillHere = useCallback(() => {
    timer.activate();
    setPhase('active');
  }, [timer]);

  const storeOrigin = /^https?:\/\//.test(settings.baseUrl) ? [new URL(settings.baseUrl).origin] : [];
  useRestrictedLinks(settings.kiosk.restricted, storeOrigin, () => {
    setNotice(text(kioskTexts, 'linkBlocked'));
    clearTimeout(noticeTimer.current);
    noticeTimer.current = setTimeout(() => setNotice(''), NOTICE_MS);
  });

  const getStarted = () => {
    setPhase('warming');
    navigation.go(pageUrl('pageKioskHome'));
  };

  return (
    <>
      <p className={notice ? styles.notice : styles.noticeEmpty} role="status">
        {notice}
      </p>
      {phase === 'prompt' ? <Prompt getRemainingMs={timer.getRemainingTime} onActivity={stillHere} /> : null}
      {phase === 'idle' || phase === 'warming' ? <Splash videos={settings.kiosk.videos} warming={phase === 'warming'} onGetStarted={getStarted} /> : null}
      {placed && phase === 'active' ? <OrderPlaced orderId={placed.order_id} total={placed.total} afterMs={promptAfterMs} onDone={orderDone} /> : null}
    </>
  );
}
