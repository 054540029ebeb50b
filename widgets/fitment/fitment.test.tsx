import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import widget from './index';
import { mountWidget } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { recordRequests, calls, facet } from '../../tests/utils/requests';
import { db } from '../../mocks/db';
import { setFaults } from '../../mocks/faults';
import { mount as mountPage } from '../../mount/loader';
import { on } from '../../shared/runtime/events';
import type { Facet } from '../../shared/vehicle/state';


const F150_2015 = [facet('Year', '2015', 'Year', '2015'), facet('MakeID', '54', 'Make', 'Ford'), facet('ModelID', '6789', 'Model', 'F-150')];

const badge = (aaia: string, mpn: string, productId?: string) => mountWidget(widget, { aaia, mpn, ...(productId ? { productId } : {}) });

describe('fitment badge', { timeout: 30000 }, () => {
  it('shows each result with the exact texts of spec 1 §4', async () => {
    db.ymm.facets = F150_2015;
    const parts: Array<[string, string, string]> = [
      ['BKDK', 'ABC123', 'Fits Your Vehicle'], // yes
      ['CRCI', '05089', 'Fits Your Vehicle'], // universal
      ['DENS', '2344209', "Doesn't Fit Your Vehicle"], // no
      ['MOOG', 'K80012', 'Verify Fitment'], // maybe, with a vehicle
      ['ACDL', 'PF63X', 'Unknown Fitment'], // unknown
    ];
    const mounted = parts.map(([aaia, mpn]) => badge(aaia, mpn));
    for (const [i, [, , text]] of parts.entries()) {
      await waitFor(() => expect(within(mounted[i].el).getByRole('button', { name: text })).toBeInTheDocument());
    }
    expect(mounted.map((m) => m.el.querySelector('[data-result]')?.getAttribute('data-result'))).toEqual(['yes', 'universal', 'no', 'maybe', 'unknown']);
  });

  it('reads "Select Vehicle" for maybe with no vehicle chosen, and opens the selector', async () => {
    const open = vi.fn(() => Promise.resolve());
    window.Partsfront = { open } as never;
    const requests = recordRequests();
    badge('BKDK', 'ABC123');
    // Before the answer, the default is maybe.
    expect(screen.getByRole('button', { name: 'Select Vehicle' })).toBeInTheDocument();
    await waitFor(() => expect(calls(requests, '/validateFitment')).toHaveLength(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Select Vehicle' }));
    expect(open).toHaveBeenCalledWith('vehicle-selector', {});
    delete window.Partsfront;
  });

  it('validates 15 placeholders of a page with one request, and later ones in the next batch', async () => {
    db.ymm.facets = F150_2015;
    const requests = recordRequests();
    const parts = Array.from({ length: 15 }, (_, i) => ({ aaia: 'WAGN', mpn: `ZD${1000 + i}` }));
    document.body.innerHTML = parts.map((p, i) => `<div data-pf-widget="fitment" data-aaia="${p.aaia}" data-mpn="${p.mpn}" data-product-id="${i + 1}"></div>`).join('');
    await act(() => mountPage());
    await waitFor(() => expect(document.querySelectorAll('[data-result]:not([aria-busy])')).toHaveLength(15));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Fits Your Vehicle|Doesn't Fit Your Vehicle|Verify Fitment|Unknown Fitment/ })).toHaveLength(15));
    const validations = calls(requests, '/validateFitment');
    expect(validations).toHaveLength(1);
    expect(validations[0].searchParams.get('Parts')).toBe(parts.map((p) => `${p.aaia}~${p.mpn}`).join(','));
    expect(calls(requests, '/getVehicle')).toHaveLength(1);

    const later = document.createElement('div');
    later.innerHTML = '<div data-pf-widget="fitment" data-aaia="BKDK" data-mpn="ABC123"></div><div data-pf-widget="fitment" data-aaia="WAGN" data-mpn="ZD1000"></div>';
    document.body.append(later);
    await act(() => mountPage(later));
    await waitFor(() => expect(calls(requests, '/validateFitment')).toHaveLength(2));
    expect(calls(requests, '/validateFitment')[1].searchParams.get('Parts')).toBe('BKDK~ABC123');
  });

  it('refines a maybe part by its choices: validateFitment sends the pick as `add`, and re-checks 1 second later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    db.ymm.facets = F150_2015;
    const changed = vi.fn();
    const stop = on('pf:vehicle-changed', changed);
    const requests = recordRequests();
    badge('MOOG', 'K80012');
    expect(await screen.findByRole('button', { name: 'Verify Fitment' })).toBeInTheDocument();
    const subModel = await screen.findByLabelText('Sub Model');
    await user.click(subModel);
    await user.click(await screen.findByRole('option', { name: 'XLT' }));

    // The pick travels with the validation (spec 1 §7: Parts, add); no separate saveVehicle.
    await waitFor(() => expect(calls(requests, '/validateFitment')).toHaveLength(2));
    const refine = calls(requests, '/validateFitment')[1].searchParams;
    expect(refine.get('Parts')).toBe('MOOG~K80012');
    expect(refine.get('add')).toMatch(/^SubModelID\|\|\d+\|\|Sub Model\|\|XLT$/);
    expect(calls(requests, '/saveVehicle')).toHaveLength(0);
    expect(db.ymm.facets.map((f) => f.label_value)).toEqual(['2015', 'Ford', 'F-150', 'XLT']);
    expect(await screen.findByRole('button', { name: 'Fits Your Vehicle' })).toBeInTheDocument();
    await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    expect((changed.mock.calls[0][0] as { facets: Facet[] }).facets.map((f) => f.label_value)).toEqual(['2015', 'Ford', 'F-150', 'XLT']);

    // The re-check waits a second after the validation, and sends no `add`.
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(calls(requests, '/validateFitment')).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(calls(requests, '/validateFitment')).toHaveLength(3));
    expect(calls(requests, '/validateFitment')[2].searchParams.has('add')).toBe(false);
    expect(screen.getByRole('button', { name: 'Fits Your Vehicle' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Sub Model')).not.toBeInTheDocument();
    stop();
    vi.useRealTimers();
  });

  it('shows a failed refinement and keeps the choice fields', async () => {
    const user = userEvent.setup();
    db.ymm.facets = F150_2015;
    badge('MOOG', 'RK622036');
    await user.click(await screen.findByLabelText('Body Type'));
    setFaults({ failing: { 'ymm/json/validateFitment': 'network' } });
    await user.click(await screen.findByRole('option', { name: '4-Door Crew Cab Pickup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your choice could not be saved. Please try again.');
    expect(screen.getByLabelText('Body Type')).toBeEnabled();
  });

  it('shows the catalog details (series, category, manufacturer) with their links', async () => {
    const user = userEvent.setup();
    db.ymm.facets = F150_2015;
    const requests = recordRequests();
    badge('DENS', '2344209', '42');
    const button = await screen.findByRole('button', { name: "Doesn't Fit Your Vehicle" });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Does not fit your 2015 Ford F-150')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Catalog details' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      expect.stringMatching(/^\d+ parts? in this series$/),
      expect.stringMatching(/^\d+ parts? in this category$/),
      expect.stringMatching(/^\d+ parts? from this manufacturer$/),
    ]);
    expect(links[0].getAttribute('href')).toMatch(/series_id=\d+/);
    expect(links[2].getAttribute('href')).toMatch(/manufacturer_id=\d+/);
    const post = calls(requests, '/getCatalogDetails');
    expect(post).toHaveLength(1);
    // Closing and reopening does not ask again.
    await user.click(button);
    await user.click(button);
    expect(calls(requests, '/getCatalogDetails')).toHaveLength(1);
  });

  it('sends category_id, manufacturer_id and series_id with the catalog details', async () => {
    const user = userEvent.setup();
    db.ymm.facets = F150_2015;
    const bodies: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/getCatalogDetails')) void request.clone().text().then((t) => bodies.push(t));
    });
    mountWidget(widget, { aaia: 'DENS', mpn: '2344209', productId: '42', categoryId: '31', manufacturerId: '8', seriesId: '512' });
    await user.click(await screen.findByRole('button', { name: "Doesn't Fit Your Vehicle" }));
    const list = await screen.findByRole('list', { name: 'Catalog details' });
    await waitFor(() => expect(bodies).toHaveLength(1));
    const form = new URLSearchParams(bodies[0]);
    expect(Object.fromEntries(form)).toEqual({ product_id: '42', aaia: 'DENS', mpn: '2344209', category_id: '31', manufacturer_id: '8', series_id: '512' });
    const links = within(list).getAllByRole('link');
    expect(links[0].getAttribute('href')).toMatch(/series_id=512$/);
    expect(links[1].getAttribute('href')).toMatch(/path=31$/);
    expect(links[2].getAttribute('href')).toMatch(/manufacturer_id=8$/);
  });

  it('shows a failed catalog details load with Retry', async () => {
    const user = userEvent.setup();
    db.ymm.facets = F150_2015;
    setFaults({ failing: { 'ymm/json/getCatalogDetails': 'http500' } });
    badge('BKDK', 'ABC123', '7');
    await user.click(await screen.findByRole('button', { name: 'Fits Your Vehicle' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The catalog details could not be loaded.');
    setFaults({});
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Catalog details' })).toBeInTheDocument();
  });

  it('shows a failed validation with Retry, the badge still reading maybe', async () => {
    const user = userEvent.setup();
    db.ymm.facets = F150_2015;
    setFaults({ failing: { 'ymm/json/validateFitment': 'malformed' } });
    badge('BKDK', 'ABC123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Fitment could not be checked.');
    expect(screen.getByRole('button', { name: 'Verify Fitment' })).toBeInTheDocument();
    setFaults({});
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Fits Your Vehicle' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('rejects a placeholder without data-aaia or data-mpn', () => {
    expect(() => mountWidget(widget, { mpn: 'ABC123' })).toThrow(/data-aaia is required/);
    expect(() => mountWidget(widget, { aaia: 'BKDK', mpn: 'X', variant: 'big' })).toThrow(/data-variant/);
  });
});

describe('fitment notice (product page)', () => {
  const notice = (aaia: string, mpn: string) => mountWidget(widget, { aaia, mpn, variant: 'notice' });

  it('says fits for yes and universal, will not fit for no, and nothing for maybe and unknown', async () => {
    db.ymm.facets = F150_2015;
    const yes = notice('BKDK', 'ABC123');
    const universal = notice('CRCI', '05089');
    const no = notice('DENS', '2344209');
    const unknown = notice('ACDL', 'PF63X');
    const maybe = notice('MOTO', 'SP546');
    await waitFor(() => expect(yes.el).toHaveTextContent('Fits Your Vehicle'));
    await waitFor(() => expect(universal.el).toHaveTextContent('Fits Your Vehicle'));
    await waitFor(() => expect(no.el).toHaveTextContent("Doesn't Fit Your Vehicle"));
    await waitFor(() => expect(unknown.el.querySelector('[data-result="unknown"]')).not.toBeNull());
    await waitFor(() => expect(maybe.el.querySelector('[data-result="maybe"]')).not.toBeNull());
    expect(unknown.el.textContent).toBe('');
    expect(maybe.el.textContent).toBe('');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
