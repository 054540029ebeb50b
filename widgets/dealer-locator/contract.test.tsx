import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget } from '../../tests/utils/widget';
import { faultCases } from '../../tests/utils/faults';
import { server } from '../../mocks/node';
import { LOAD_FAILED } from './DealerLocator';

/**
 * The dealer locator against literal data-source answers written from spec 1 §3 "Dealer location /
 * store" and §7 "Dealer data source" (html and data: show_map, lat, lng, locations).
 */
const SOURCE = 'module/dealer_locator/search';
type Resolver = (info: { request: Request }) => Response | undefined;
/** The data source, reached as `index.php?route=…`; `undefined` lets the mock store answer. */
const onSource = (resolver: Resolver) =>
  server.use(http.get('*/index.php', (info) => (new URL(info.request.url).searchParams.get('route') === SOURCE ? resolver(info) : undefined)));
const answer = (locations: unknown[], extra: Record<string, unknown> = {}) => onSource(() => HttpResponse.json({ html: '', data: { locations, ...extra } }));

const minimal = { location_id: 1, location_name: 'Main Street Store' };
const full = {
  location_id: '2',
  location_name: 'Champaign - Neil St',
  name: 'Champaign',
  lat: 40.1164,
  lng: -88.2434,
  info_window: '<strong>Champaign</strong>',
  address: '101 N Neil St, Champaign, IL',
  telephone: '2175550100',
  formatted_telephone: '(217) 555-0100',
  email: 'neil@example.com,parts@example.com',
  formatted_website: 'www.example.com',
  map_link: 'https://maps.example.com/?q=101+N+Neil',
  distance: 2.4,
  formatted_distance: '2.4 mi',
  preferred: true,
};
const php = { ...full, location_id: 3, location_name: 'Urbana - Cunningham Ave', lat: '40.12', lng: '-88.20', distance: '3.1', formatted_distance: '3.1 mi', preferred: '0' };

const storeList = () => screen.findByRole('list', { name: 'Stores' }, { timeout: 8000 });

afterEach(() => server.events.removeAllListeners());

describe('dealer-locator: the documented answer', () => {
  it('minimal: a store with only its id and name is listed, with no stray 0', async () => {
    answer([minimal]);
    mountWidget(widget);
    const list = await storeList();
    expect(within(list).getByRole('heading', { level: 3 })).toHaveTextContent('Main Street Store');
    expect(within(list).queryByText('Preferred')).not.toBeInTheDocument();
    expect(within(list).queryByText('0')).not.toBeInTheDocument();
  });

  it('full: preferred badge, distance, phone, the first email and directions', async () => {
    answer([full], { show_map: true, lat: 40.1, lng: -88.2 });
    mountWidget(widget);
    const list = await storeList();
    expect(within(list).getByText('Preferred')).toBeInTheDocument();
    expect(within(list).getByText('2.4 mi')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: '(217) 555-0100' })).toHaveAttribute('href', 'tel:2175550100');
    expect(within(list).getByRole('link', { name: 'neil@example.com' })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /Directions to Champaign - Neil St/ })).toHaveAttribute('href', full.map_link);
  });

  it('PHP-flavoured: preferred "0" shows no badge and no "0"; string coordinates are read', async () => {
    answer([php], { show_map: '1', lat: '40.1', lng: '-88.2' });
    mountWidget(widget);
    const list = await storeList();
    expect(within(list).getByText('3.1 mi')).toBeInTheDocument();
    expect(within(list).queryByText('Preferred')).not.toBeInTheDocument();
    expect(within(list).queryByText('0')).not.toBeInTheDocument();
  });
});

describe('dealer-locator: the five faults', () => {
  it.each(faultCases)('load, %s: says the stores could not be loaded', async (_name, fault) => {
    onSource(fault);
    mountWidget(widget);
    expect(await screen.findByText(LOAD_FAILED, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Stores' })).not.toBeInTheDocument();
  });

  it.each(faultCases)('ZIP search, %s: says so, keeps the ZIP typed, lists no stores as found', async (_name, fault) => {
    let calls = 0;
    onSource(() => (++calls === 1 ? undefined : fault()));
    mountWidget(widget);
    await storeList();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('ZIP code'), '61821');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(LOAD_FAILED, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByLabelText('ZIP code')).toHaveValue('61821');
    expect(screen.queryByRole('list', { name: 'Stores' })).not.toBeInTheDocument();
  });
});
