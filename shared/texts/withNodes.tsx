import { Fragment, type ReactNode } from 'react';

/**
 * A text whose placeholders are elements (a product's name as a link): `t('added')` leaves a
 * placeholder it was given no value for, and this puts each node in its place.
 */
export function withNodes(text: string, nodes: Record<string, ReactNode>): ReactNode {
  return text.split(/(\{\w+\})/).map((part, i) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={i}>{name !== undefined && name in nodes ? nodes[name] : part}</Fragment>;
  });
}
