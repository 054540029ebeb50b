import { array, boolean, mixed, number, object, string } from 'yup';
import type { PropsOf } from '../../shared/runtime/defineWidget';

/**
 * `<div data-pf-widget="video" data-pf-props='{"videos": [{"id", "url", "title", "poster"}],
 * "width": 1280, "height": 720}'>`: spec 3 §3 videos (the kiosk video's fields, plus a poster).
 * Files the store hosts play in a `<video>`; YouTube and Vimeo addresses play in their player.
 */
const video = object({
  id: mixed<string | number>().optional(),
  url: string().required('each video needs a url'),
  title: string().required('each video needs a title'),
  poster: string().default(''),
});

export const schema = object({
  videos: array().of(video).min(1, 'videos needs at least one video').required('videos is required'),
  width: number().integer().positive().default(1280),
  height: number().integer().positive().default(720),
  /** Muted looping playback (a background-style module); controls stay available. */
  autoplay: boolean().default(false),
  showTitles: boolean().default(true),
});

/** The widget's props, described once: by the schema above. */
export type VideoProps = PropsOf<typeof schema>;
