/** Kiosk playback tracking (spec 3 §7; spec 5 "Kiosk, forms and content"). */
import { KioskVideoShape } from '../../shared/api/kiosk';
import { json, refuse, type MockRequest, type Route } from '../router';
import { db } from '../db';
import { KIOSK_VIDEOS } from '../db/content';

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

function trackVideo({ form }: MockRequest) {
  const id = form.get('video_id') ?? '';
  const start = form.get('start_date') ?? '';
  const end = form.get('end_date') ?? '';
  if (!KIOSK_VIDEOS.some((v) => String(v.id) === id)) return refuse('Unknown video.');
  if (!DATE_TIME.test(start) || !DATE_TIME.test(end)) return refuse('Dates must be written YYYY-MM-DD HH:MM:SS.');
  if (end < start) return refuse('The video cannot end before it started.');
  db.content.videoPlays.push({ video_id: Number(id), start_date: start, end_date: end });
  return json({ success: true });
}

export const kioskRoutes: Route[] = [{ method: 'POST', path: 'tool/kiosk/video', shape: KioskVideoShape, handle: trackVideo }];
