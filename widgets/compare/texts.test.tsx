import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';

/** The compare page's words come from its catalog: a store's `texts` in #pf-config replace them by key. */
describe('compare texts', () => {
  it('shows the store’s words for the table’s caption and a row head', async () => {
    setConfig({ texts: { 'compare.caption': 'Side by side', 'compare.brand': 'Maker' } });
    mountWidget(widget);
    expect(await screen.findByRole('table', { name: 'Side by side' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Maker' })).toBeInTheDocument();
  });
});
