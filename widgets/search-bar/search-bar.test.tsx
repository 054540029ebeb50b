import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, delay } from 'msw';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { MOCK_SEARCH } from '../../mocks/db/search';
import { setFaults } from '../../mocks/faults';
import { SEARCH_FAULT_NAME } from '../../mocks/handlers/search';
import { navigation } from '../../shared/runtime/navigation';
import { SEARCH_DEBOUNCE_MS } from './useSearch';

const ALGOLIA = /algolia(net)?\.(net|com)\/1\/indexes\/\*\/queries/;

interface SentQuery {
  indexName: string;
  query: string;
  hitsPerPage: number;
  clickAnalytics?: boolean;
}

/** The search queries the page sent, as the service received them. */
function recordSearches() {
  const sent: SentQuery[][] = [];
  server.events.on('request:start', async ({ request }) => {
    if (!ALGOLIA.test(request.url)) return;
    const body = JSON.parse(await request.clone().text()) as { requests: SentQuery[] };
    sent.push(body.requests);
  });
  return sent;
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

const settle = () => act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 50));

function setup(props: Record<string, unknown> = {}) {
  setConfig({ search: MOCK_SEARCH });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  mountWidget(widget, props);
  const input = screen.getByRole('combobox', { name: 'Search' });
  return { user, input };
}

const sectionHits = (title: string) => within(screen.getByRole('group', { name: title })).getAllByRole('option');

describe('search-bar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setWidth(1280);
  });
  afterEach(() => {
    vi.useRealTimers();
    server.events.removeAllListeners();
    setWidth(1024);
  });

  it('shows Parts, Categories and Brands sections from the hosted search, and announces the count', async () => {
    const sent = recordSearches();
    const { user, input } = setup();
    await user.type(input, 'b');
    await settle();
    expect(await screen.findByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(sectionHits('Parts')).toHaveLength(8);
    expect(sectionHits('Categories').map((o) => o.textContent)).toEqual(['Brakes', 'Belts & Hoses', 'Batteries']);
    expect(sectionHits('Brands').map((o) => o.textContent)).toEqual(['PowerStop', 'Bosch']);
    expect(screen.getByRole('status')).toHaveTextContent('13 results available.');
    // One multi-index query, click analytics on.
    expect(sent).toHaveLength(1);
    expect(sent[0].map((q) => q.indexName)).toEqual(['pf_products', 'pf_categories', 'pf_brands']);
    expect(sent[0].every((q) => q.query === 'b' && q.clickAnalytics === true)).toBe(true);
  });

  it('says so when nothing matches', async () => {
    const { user, input } = setup();
    await user.type(input, 'zzzz');
    await settle();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^No results$/));
    expect(screen.getAllByText('No results').some((el) => el.getAttribute('aria-hidden') === 'true')).toBe(true);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    [1440, 12, 8, 'first'],
    [1280, 12, 8, 'last'],
    [1199, 10, 5, 'last'],
    [1025, 10, 5, 'last'],
    [1024, 8, 5, 'last'],
    [833, 8, 5, 'last'],
    [832, 6, 5, 'last'],
    [641, 6, 5, 'last'],
    [640, 4, 4, 'last'],
  ])('at %i px asks %i hits per page, shows %i per section, Parts %s', async (width, perPage, shown, partsPlace) => {
    setWidth(width);
    const sent = recordSearches();
    const { user, input } = setup();
    await user.type(input, 'brake');
    await settle();
    await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(sent.at(-1)!.every((q) => q.hitsPerPage === perPage)).toBe(true);
    expect(sectionHits('Parts')).toHaveLength(shown);
    const titles = screen.getAllByRole('group').map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent);
    expect(partsPlace === 'first' ? titles[0] : titles.at(-1)).toBe('Parts');
  });

  it('follows the width when the window is resized', async () => {
    const { user, input } = setup();
    await user.type(input, 'brake');
    await settle();
    expect(await screen.findAllByRole('option')).not.toHaveLength(0);
    expect(sectionHits('Parts')).toHaveLength(8);
    act(() => setWidth(900));
    await settle();
    expect(sectionHits('Parts')).toHaveLength(5);
  });

  it('moves through the options with the arrows, opens one with Enter, and closes then clears with Escape', async () => {
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const { user, input } = setup();
    await user.type(input, 'brake pad');
    await settle();
    const options = await screen.findAllByRole('option');
    // Below 1439 px the Parts section is last: Categories/Brands have no match for "brake pad".
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2].id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[1].id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Wraps from the first to the last.
    expect(input).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(go).toHaveBeenCalledWith(options[1].getAttribute('data-href'));
    expect(options[1].getAttribute('data-href')).toMatch(/^\/product\/\d+-/);

    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('brake pad');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('submits to the search results page with the known parameters and the queryID', async () => {
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const { user, input } = setup({ manufacturerId: '12', categoryId: '20' });
    await user.type(input, 'brake');
    await settle();
    await screen.findByRole('listbox', { name: 'Search suggestions' });
    await user.keyboard('{Enter}');
    const url = new URL(go.mock.calls[0][0], 'http://store.test');
    expect(url.pathname).toBe('/index.php');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      route: 'product/search',
      search: 'brake',
      description: 'true',
      search_in_brand_or_category: 'true',
      manufacturer_id: '12',
      category_id: '20',
      queryID: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });

  it('shows what was searched on the search results page', () => {
    window.history.replaceState(null, '', '/index.php?route=product/search&search=oil%20filter&description=true');
    setup();
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveValue('oil filter');
    window.history.replaceState(null, '', '/');
  });

  it('submits without a queryID or context when none is known (search button)', async () => {
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    setConfig({});
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mountWidget(widget, {});
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'oil filter');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(go).toHaveBeenCalledWith('/index.php?route=product/search&search=oil+filter&description=true&search_in_brand_or_category=true');
  });

  it('debounces typing: ten characters typed quickly send one query and leave its hits on screen', async () => {
    const sent = recordSearches();
    const { user, input } = setup();
    await user.type(input, 'oil filter');
    await settle();
    await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(sent).toHaveLength(1);
    expect(sent[0][0].query).toBe('oil filter');
    expect(sectionHits('Parts').map((o) => o.textContent)).toEqual([
      'Fram Tough Guard Oil Filter',
      'Motorcraft Premium Oil Filter',
      'Motorcraft Ultra Synthetic Oil Filter',
      'ACDelco Professional Oil Filter',
      'ACDelco Tough Guard Oil Filter',
    ]);
  });

  it('never lets a slow older answer replace a newer one (older queries answer last)', async () => {
    const sent = recordSearches();
    const abort = vi.spyOn(XMLHttpRequest.prototype, 'abort');
    // Each query answers later the shorter it is: "o" after 4 s, …, "oil filter" after 0.4 s.
    server.use(
      http.post(ALGOLIA, async ({ request }) => {
        const { requests } = JSON.parse(await request.clone().text()) as { requests: SentQuery[] };
        const query = requests[0].query;
        await delay((11 - query.length) * 400);
        return undefined; // then the mock search service answers
      }),
    );
    const { user, input } = setup();
    for (const ch of 'oil filter') {
      await user.type(input, ch);
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10));
    }
    await act(() => vi.advanceTimersByTimeAsync(5000));
    // Every character after a pause sent its query ("oil " and "oil" trim to the same one).
    const queries = ['o', 'oi', 'oil', 'oil f', 'oil fi', 'oil fil', 'oil filt', 'oil filte', 'oil filter'];
    expect(sent.map((r) => r[0].query)).toEqual(queries);
    // Each superseded request was cancelled (its XHR aborted) before its slow answer came.
    expect(abort).toHaveBeenCalledTimes(queries.length - 1);
    expect(sectionHits('Parts')).toHaveLength(5);
    expect(sectionHits('Parts').every((o) => /Oil Filter/.test(o.textContent ?? ''))).toBe(true);
    expect(screen.queryByRole('group', { name: 'Categories' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('5 results available.');
    expect(input).toHaveValue('oil filter');
  });

  it('shows that suggestions are unavailable when the search service fails, and still submits', async () => {
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setFaults({ failing: { [SEARCH_FAULT_NAME]: 'http500' } });
    const { user, input } = setup();
    await user.type(input, 'brake');
    await settle();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Search suggestions are not available right now.'));
    // Shown under the box as well as announced.
    expect(screen.getAllByText('Search suggestions are not available right now.')).toHaveLength(2);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(go).toHaveBeenCalledWith(expect.stringContaining('search=brake'));
  });
});
