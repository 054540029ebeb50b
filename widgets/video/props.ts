import { address, array, boolean, integer, minItems, mixed, number, object, optional, pipe, positive, required, string, withDefault } from '../../shared/runtime/props';
import type { PropsOf } from '../../shared/runtime/defineWidget';

/**
 * `<div data-pf-widget="video" data-pf-props='{"videos": [{"id", "url", "title", "poster"}],
 * "width": 1280, "height": 720}'>`: spec 3 §3 videos (the kiosk video's fields, plus a poster).
 * Files the store hosts play in a `<video>`; YouTube and Vimeo addresses play in their player.
 */
const video = object({
  id: optional(mixed<string | number>()),
  url: required(address(), 'each video needs a url'),
  title: required(string(), 'each video needs a title'),
  poster: withDefault(address(), ''),
});

export const schema = object({
  videos: required(pipe(array(video), minItems(1, 'videos needs at least one video')), 'videos is required'),
  width: withDefault(pipe(number(), integer(), positive()), 1280),
  height: withDefault(pipe(number(), integer(), positive()), 720),
  /** Muted looping playback (a background-style module); controls stay available. */
  autoplay: withDefault(boolean(), false),
  showTitles: withDefault(boolean(), true),
});

/** The widget's props, described once: by the schema above. */
export type VideoProps = PropsOf<typeof schema>;
