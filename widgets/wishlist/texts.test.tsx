import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';

/** The wishlist's words, and its rows' actions (the lists domain), come from catalogs a store can override by key. */
describe('wishlist texts', () => {
  it('shows the store’s words for the table’s caption and the rows’ Remove', async () => {
    setConfig({ texts: { 'wishlist.caption': 'Saved for later', 'lists.remove': 'Take off' } });
    mountWidget(widget);
    expect(await screen.findByRole('table', { name: 'Saved for later' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Remove / })[0]).toHaveTextContent('Take off');
  });
});
