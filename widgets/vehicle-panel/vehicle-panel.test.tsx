import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { recordRequests, calls, facet } from '../../tests/utils/requests';
import { db } from '../../mocks/db';
import { setFaults } from '../../mocks/faults';
import { navigation } from '../../shared/runtime/navigation';
import { on } from '../../shared/runtime/events';
import { vehicleState } from '../../shared/vehicle/state';


const VEHICLE = [
  facet('Year', '2015', 'Year', '2015'),
  facet('MakeID', '54', 'Make', 'Ford'),
  facet('ModelID', '6789', 'Model', 'F-150'),
  facet('SubModelID', '101', 'Sub Model', 'XLT'),
  facet('BodyTypeID', '63', 'Body Type', '4-Door Crew Cab Pickup'),
  facet('EngineMfrID', '7', 'Engine Manufacturer', 'Ford'),
];

let reload: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  reload = vi.spyOn(navigation, 'reload').mockImplementation(() => undefined);
});

describe('vehicle-panel (Application)', () => {
  it('shows the joined summary line and one row per other facet', async () => {
    db.ymm.facets = VEHICLE;
    mountWidget(widget);
    const panel = await screen.findByRole('region', { name: 'Application' });
    expect(within(panel).getByText('2015 Ford F-150 XLT')).toBeInTheDocument();
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['Body Type: 4-Door Crew Cab Pickup×', 'Engine Manufacturer: Ford×']);
    expect(within(panel).getByRole('button', { name: 'Remove Body Type' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Reset Vehicle' })).toBeInTheDocument();
    expect(within(panel).queryByRole('switch')).not.toBeInTheDocument();
  });

  it('sums up an engine-only vehicle', async () => {
    db.ymm.facets = [facet('EngineMfrID', '7', 'Engine Manufacturer', 'Ford'), facet('EngineFamilyID', '31', 'Engine Family', 'Coyote'), facet('EngineSizeID', '502', 'Engine Size', '5.0L V8')];
    mountWidget(widget);
    expect(await screen.findByText('Ford Coyote 5.0L V8')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('is hidden when the vehicle has neither an engine nor year/make/model', async () => {
    const requests = recordRequests();
    const { el } = mountWidget(widget);
    await waitFor(() => expect(calls(requests, '/getVehicle')).toHaveLength(1));
    await waitFor(() => expect(vehicleState.getState().known).toBe(true));
    expect(el.textContent).toBe('');
    expect(screen.queryByRole('region', { name: 'Application' })).not.toBeInTheDocument();
  });

  it('removes a facet with remove_facet, announces the change, then reloads', async () => {
    const user = userEvent.setup();
    db.ymm.facets = VEHICLE;
    const requests = recordRequests();
    const changed = vi.fn();
    const stop = on('pf:vehicle-changed', changed);
    mountWidget(widget);
    await user.dblClick(await screen.findByRole('button', { name: 'Remove Body Type' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    const removes = calls(requests, '/remove_facet');
    expect(removes).toHaveLength(1);
    expect(removes[0].search).toBe('?remove=BodyTypeID');
    expect(db.ymm.facets.map((f) => f.api_field)).not.toContain('BodyTypeID');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(vehicleState.getState().facets.map((f) => f.api_field)).not.toContain('BodyTypeID');
    stop();
  });

  it('resets the vehicle with a saveVehicle without parameters, then reloads', async () => {
    const user = userEvent.setup();
    db.ymm.facets = VEHICLE;
    const requests = recordRequests();
    const changed = vi.fn();
    const stop = on('pf:vehicle-changed', changed);
    mountWidget(widget);
    await user.click(await screen.findByRole('button', { name: 'Reset Vehicle' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    const saves = calls(requests, '/saveVehicle');
    expect(saves).toHaveLength(1);
    expect(saves[0].search).toBe('');
    expect(db.ymm.facets).toEqual([]);
    expect(changed).toHaveBeenCalledWith(expect.objectContaining({ facets: [], hasYmm: false, hasEngine: false }));
    stop();
  });

  it('shows a failed reset or removal and stays usable', async () => {
    const user = userEvent.setup();
    db.ymm.facets = VEHICLE;
    mountWidget(widget);
    server.use(http.get('*/ymm/json/remove_facet', () => HttpResponse.json({ error: 'Unknown vehicle field.' })));
    await user.click(await screen.findByRole('button', { name: 'Remove Body Type' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown vehicle field.');
    setFaults({ failing: { 'ymm/json/saveVehicle': 'network' } });
    await user.click(screen.getByRole('button', { name: 'Reset Vehicle' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.'));
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reset Vehicle' })).toBeEnabled();
  });

  it('toggles universal parts through toggle_universal when the settings enable it', async () => {
    const user = userEvent.setup();
    setConfig({ ymm: { universalToggle: true } });
    db.ymm.facets = VEHICLE;
    const requests = recordRequests();
    mountWidget(widget, { showUniversal: '1' });
    const toggle = await screen.findByRole('switch', { name: 'Show universal parts' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(calls(requests, '/toggle_universal')).toHaveLength(1);
    expect(db.ymm.showUniversal).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows a failed getVehicle with Retry', async () => {
    const user = userEvent.setup();
    db.ymm.facets = VEHICLE;
    setFaults({ failing: { 'ymm/json/getVehicle': 'http500' } });
    mountWidget(widget);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your vehicle could not be loaded.');
    setFaults({});
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2015 Ford F-150 XLT')).toBeInTheDocument();
  });
});
