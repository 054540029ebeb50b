import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { faultCases } from '../../tests/utils/faults';
import { server } from '../../mocks/node';
import { MOCK_SEARCH } from '../../mocks/db/search';
import { SEARCH_DEBOUNCE_MS } from './useSearch';

/**
 * The search bar against literal hosted-search answers (spec 4 "Hosted search": a hit is
 * `{objectID, slug, name, image, __queryID, …}`), one result per configured index.
 */
const ALGOLIA = /algolia(net)?\.(net|com)\/1\/indexes\/\*\/queries/;
const answer = (products: unknown[], queryID?: string) =>
  server.use(
    http.post(ALGOLIA, () =>
      HttpResponse.json({ results: [{ hits: products, nbHits: products.length, ...(queryID ? { queryID } : {}) }, { hits: [], nbHits: 0 }, { hits: [], nbHits: 0 }] }),
    ),
  );

function setup() {
  setConfig({ search: MOCK_SEARCH });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  mountWidget(widget, {});
  return { user, input: screen.getByRole('combobox', { name: 'Search' }) };
}
const settle = () => act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 50));
const parts = () => within(screen.getByRole('group', { name: 'Parts' })).getAllByRole('option');

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('search-bar: the documented hit', () => {
  it('minimal: objectID, slug and name', async () => {
    answer([{ objectID: '101', slug: 'product/101-pads', name: 'Brake Pad Set' }]);
    const { user, input } = setup();
    await user.type(input, 'pad');
    await settle();
    await waitFor(() => expect(parts()).toHaveLength(1));
    expect(parts()[0]).toHaveTextContent('Brake Pad Set');
  });

  it('full: the image is shown, and the store’s own nested data does not break the hit', async () => {
    answer([{ objectID: '102', slug: 'product/102-rotor', name: 'Brake Rotor', image: '/image/rotor-32x32.png', __queryID: 'q1', store: { price: { USD: 42 } } }], 'q1');
    const { user, input } = setup();
    await user.type(input, 'rot');
    await settle();
    await waitFor(() => expect(parts()).toHaveLength(1));
    expect(parts()[0].querySelector('img')).toHaveAttribute('src', '/image/rotor-32x32.png');
  });

  it('PHP-flavoured: a numeric objectID, and an unsafe image dropped', async () => {
    answer([{ objectID: 103, slug: 'product/103-belt', name: 'Serpentine Belt', image: 'javascript:alert(1)' }]);
    const { user, input } = setup();
    await user.type(input, 'belt');
    await settle();
    await waitFor(() => expect(parts()).toHaveLength(1));
    expect(parts()[0].querySelector('img')).toBeNull();
  });
});

describe('search-bar: the five faults', () => {
  it.each(faultCases)('%s: "not available", the text typed kept', async (_name, fault) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post(ALGOLIA, fault));
    const { user, input } = setup();
    await user.type(input, 'brake');
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(8000));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Search suggestions are not available right now.'), { timeout: 8000 });
    expect(input).toHaveValue('brake');
    expect(screen.queryByRole('group', { name: 'Parts' })).not.toBeInTheDocument();
  });
});
