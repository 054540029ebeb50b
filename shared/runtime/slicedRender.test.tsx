import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { defineWidget } from './defineWidget';
import { firstRendersSettled } from './firstRenders';
import { object } from './props';

/**
 * The page's placeholders render in slices (a React transition), as the loader asks with
 * `rendered`. Outside React's act() scope, as on a real page: the server's fallback stays on
 * screen until the widget's first commit, and `rendered` comes once the widget's effects ran.
 */
const order: string[] = [];
const widget = defineWidget({
  schema: object({}),
  Component: () => {
    useEffect(() => void order.push('widget effect'), []);
    return <p>Widget content</p>;
  },
});

const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let wasActScope: boolean | undefined;
beforeEach(() => {
  wasActScope = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  order.length = 0;
  document.body.innerHTML = '<div id="pf-widget"><p>Server block</p></div>';
});
afterEach(() => {
  scope.IS_REACT_ACT_ENVIRONMENT = wasActScope;
  document.body.innerHTML = '';
});

const placeholder = () => document.getElementById('pf-widget')!;

describe('a first render in slices', () => {
  it('keeps the fallback on screen until the commit, then says so after the widget\'s effects', async () => {
    let release = () => undefined as void;
    const rendered = new Promise<void>((done) => {
      release = widget.mount(placeholder(), {}, { onError: vi.fn(), rendered: () => (order.push('rendered'), done()) });
    });
    // Nothing rendered yet: the server's block is still what the shopper sees.
    expect(screen.getByText('Server block')).toBeInTheDocument();
    expect(screen.queryByText('Widget content')).toBeNull();
    await rendered;
    expect(screen.getByText('Widget content')).toBeInTheDocument();
    expect(screen.queryByText('Server block')).toBeNull();
    expect(order).toEqual(['widget effect', 'rendered']);
    await firstRendersSettled();
    release();
    await vi.waitFor(() => expect(screen.getByText('Server block')).toBeInTheDocument());
  });

  it('counts the page\'s first renders until each is on screen or released', async () => {
    let settled = false;
    let release = () => undefined as void;
    const rendered = vi.fn();
    release = widget.mount(placeholder(), {}, { onError: vi.fn(), rendered });
    void firstRendersSettled().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    // Released before its commit: no render will come, and nothing waits for it any longer.
    release();
    expect(rendered).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(settled).toBe(true));
    // The render already on its way still commits (its effects run); the fallback is put back
    // after that commit, so it stays.
    await vi.waitFor(() => expect(order).toContain('widget effect'));
    await vi.waitFor(() => expect(screen.getByText('Server block')).toBeInTheDocument());
    expect(screen.queryByText('Widget content')).toBeNull();
  });
});
