import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';

/** The search box's words come from its catalog: a store's `texts` in #pf-config replace them by key. */
describe('search box texts', () => {
  it('shows the store’s words for its button and its default placeholder', () => {
    setConfig({ texts: { 'searchBar.search': 'Find' } });
    mountWidget(widget, {});
    expect(screen.getByRole('button', { name: 'Find' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Find' })).toHaveAttribute('placeholder', 'Find');
  });
});
