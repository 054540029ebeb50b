import { address, array, object, required, string, withDefault } from '../../shared/runtime/props';
import type { PropsOf } from '../../shared/runtime/defineWidget';

/**
 * `<div id="pf-hero-nav" data-pf-props='{"items": [{"title", "url", "children": [...]}]}'>`, three
 * levels: children of the third level are ignored.
 */
const third = object({ title: required(string()), url: withDefault(address(), '') });
const second = object({ title: required(string()), url: withDefault(address(), ''), children: withDefault(array(third), []) });
const first = object({ title: required(string()), url: withDefault(address(), ''), children: withDefault(array(second), []) });

export const schema = object({
  items: required(array(first), 'items is required'),
  label: withDefault(string(), ''),
});

/** The widget's props, described once: by the schema above. */
export type HeroNavProps = PropsOf<typeof schema>;
