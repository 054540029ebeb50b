import * as v from 'valibot';
import { request } from './client';
import './endpoints/kiosk';
import './endpoints/locations';
import { flag, successAnswer } from './shape';

type Id = string | number;

/** `POST /tool/kiosk/video` → `{"success": true}` (spec 5 "Kiosk, forms and content"). */
export const KioskVideoShape = successAnswer;
/** `GET /account/logout/clearSession`: "not shown" (spec 1 §7); a JSON object, `success` when sent. */
export const ClearSessionShape = v.object({ success: v.optional(flag) });

/** Kiosk calls (spec 3 §7; shapes in spec 5 "Kiosk, forms and content"). */

/** A splash video from the settings (`kiosk.videos`, spec 3 §3 "Kiosk video"). */
export interface KioskVideo {
  id: Id;
  url: string;
  title: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm:ss` in the kiosk's local time, as the store's PHP dates are written. */
export function storeDateTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Records one playback of a splash video: from when it started to when it stopped. */
export async function trackKioskVideo(videoId: Id, start: Date, end: Date): Promise<void> {
  await request('kioskVideo', {
    shape: KioskVideoShape,
    form: { video_id: videoId, start_date: storeDateTime(start), end_date: storeDateTime(end) },
  });
}

/** Ends the store session of the visitor who walked away (spec 1 §7 "Clear session"). */
export async function clearSession(): Promise<void> {
  await request('clearSession', { shape: ClearSessionShape });
}
