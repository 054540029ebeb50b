import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget } from '../../tests/utils/widget';
import { faultCases } from '../../tests/utils/faults';
import { server } from '../../mocks/node';
import { navigation } from '../../shared/runtime/navigation';

/** The Application panel against literal getVehicle / remove_facet answers (spec 4 "Vehicle"). */
const f = (api_field: string, api_value: string | number, label_field: string, label_value: string) => ({ api_field, api_value, label_field, label_value });
const VEHICLE = [f('Year', '2015', 'Year', '2015'), f('MakeID', '54', 'Make', 'Ford'), f('ModelID', '6789', 'Model', 'F-150'), f('BodyTypeID', '63', 'Body Type', 'Crew Cab')];
const vehicle = (body: unknown) => server.use(http.get('*/ymm/json/getVehicle', () => HttpResponse.json(body as never)));

let reload: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  reload = vi.spyOn(navigation, 'reload').mockImplementation(() => undefined);
});

describe('vehicle-panel: the documented answer', () => {
  it('minimal/full: facets, hasEngine and hasYmm', async () => {
    vehicle({ facets: VEHICLE, hasEngine: false, hasYmm: true });
    mountWidget(widget);
    const panel = await screen.findByRole('region', { name: 'Application' });
    expect(within(panel).getByText('2015 Ford F-150')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Remove Body Type' })).toBeInTheDocument();
  });

  it('PHP-flavoured: numeric api_value, hasYmm "1", hasEngine 0 — no stray 0', async () => {
    vehicle({ facets: [f('Year', 2015, 'Year', '2015'), f('MakeID', 54, 'Make', 'Ford'), f('ModelID', 6789, 'Model', 'F-150')], hasEngine: 0, hasYmm: '1' });
    mountWidget(widget);
    const panel = await screen.findByRole('region', { name: 'Application' });
    expect(within(panel).getByText('2015 Ford F-150')).toBeInTheDocument();
    expect(within(panel).queryByText('0')).not.toBeInTheDocument();
  });

  it('hasYmm "0" and hasEngine "0": the panel is hidden', async () => {
    let answered = false;
    server.use(
      http.get('*/ymm/json/getVehicle', () => {
        answered = true;
        return HttpResponse.json({ facets: [], hasEngine: '0', hasYmm: '0' });
      }),
    );
    mountWidget(widget);
    await waitFor(() => expect(answered).toBe(true));
    await act(() => Promise.resolve());
    expect(screen.queryByRole('region', { name: 'Application' })).not.toBeInTheDocument();
  });
});

describe('vehicle-panel: the five faults', () => {
  it.each(faultCases)('load, %s: "Your vehicle could not be loaded." with Retry', async (_name, fault) => {
    server.use(http.get('*/ymm/json/getVehicle', fault));
    mountWidget(widget);
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Your vehicle could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it.each(faultCases)('remove a facet, %s: says so, keeps the facet, does not reload', async (_name, fault) => {
    vehicle({ facets: VEHICLE, hasEngine: false, hasYmm: true });
    server.use(http.get('*/ymm/json/remove_facet', fault));
    mountWidget(widget);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Body Type' }));
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(/\S/);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Remove Body Type' })).toBeEnabled();
  });
});
