import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';

/** The cascade's level labels come from the vehicle catalog: a store's `texts` in #pf-config replace them by key. */
describe('vehicle-selector texts', () => {
  it('labels the Year level with the store’s words', async () => {
    setConfig({ texts: { 'vehicle.facetYear': 'Model year' } });
    const { unmount } = mountWidget(widget);
    expect(await screen.findByLabelText('Model year')).toBeInTheDocument();
    expect(screen.queryByLabelText('Year')).not.toBeInTheDocument();
    unmount();
  });
});
