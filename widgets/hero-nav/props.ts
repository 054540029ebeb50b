import { array, object, string } from 'yup';
import type { PropsOf } from '../../shared/runtime/defineWidget';

/**
 * `<div id="pf-hero-nav" data-pf-props='{"items": [{"title", "url", "children": [...]}]}'>`, three
 * levels: children of the third level are ignored.
 */
const third = object({ title: string().required(), url: string().default('') });
const second = object({ title: string().required(), url: string().default(''), children: array().of(third).default([]) });
const first = object({ title: string().required(), url: string().default(''), children: array().of(second).default([]) });

export const schema = object({
  items: array().of(first).required('items is required'),
  label: string().default('Main'),
});

/** The widget's props, described once: by the schema above. */
export type HeroNavProps = PropsOf<typeof schema>;
