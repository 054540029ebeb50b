import { object } from '../../shared/runtime/props';
import type { PropsOf } from '../../shared/runtime/defineWidget';

/**
 * `<div id="pf-kiosk"></div>` on every page in kiosk mode (`"mode": "kiosk"`). No props: the
 * settings' `kiosk` keys (idleMinutes, promptMinutes, videos, restricted) drive it.
 */
export const schema = object({});

/** The widget's props, described once: by the schema above. */
export type KioskProps = PropsOf<typeof schema>;
