import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';

/** The map's own buttons take the catalog's texts: a store's `texts` in #pf-config replace them by key. */
describe('dealer-locator texts', () => {
  it('names the map’s zoom buttons with the store’s words', async () => {
    setConfig({ texts: { 'dealerLocator.zoomIn': 'Closer', 'dealerLocator.zoomOut': 'Farther' } });
    const { unmount } = mountWidget(widget);
    const map = await screen.findByRole('region', { name: 'Store map' }, { timeout: 8000 });
    expect(await within(map).findByRole('button', { name: 'Closer' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Farther' })).toBeInTheDocument();
    expect(within(map).queryByRole('button', { name: 'Zoom in' })).not.toBeInTheDocument();
    unmount();
  });
});
