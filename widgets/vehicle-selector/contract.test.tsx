import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget } from '../../tests/utils/widget';
import { faultCases } from '../../tests/utils/faults';
import { server } from '../../mocks/node';
import { navigation } from '../../shared/runtime/navigation';

/**
 * The vehicle selector against literal answers written from spec 4 "Vehicle": the level lists
 * `[{"id", "name"}]`, choices (PHP's `[]` for none) and saveVehicle's answer.
 */
async function choose(user: UserEvent, label: string, option: string) {
  const input = await screen.findByLabelText(label);
  await waitFor(() => expect(input).toBeEnabled());
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** One small store: 2015 Ford F-150, no choice levels. `years` as the test writes it. */
function store(years: unknown, save: unknown = { action: 'save', facets: [], hasEngine: false, hasYmm: true, redirect: '' }) {
  server.use(
    http.get('*/ymm/json/years', () => HttpResponse.json(years as never)),
    http.get('*/ymm/json/makes', () => HttpResponse.json([{ id: '54', name: 'Ford' }])),
    http.get('*/ymm/json/models', () => HttpResponse.json([{ id: 6789, name: 'F-150' }])),
    http.get('*/ymm/json/choices', () => HttpResponse.json([])),
    http.get('*/ymm/json/saveVehicle', () => HttpResponse.json(save as never)),
  );
}

let reload: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  reload = vi.spyOn(navigation, 'reload').mockImplementation(() => undefined);
  vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('vehicle-selector: the documented answers', { timeout: 40000 }, () => {
  it('minimal: lists as [{id, name}], no choices ([]), a save without redirect reloads the page', async () => {
    store([{ id: '2015', name: '2015' }], { action: 'save', facets: [{ api_field: 'Year', api_value: '2015', label_field: 'Year', label_value: '2015' }], hasEngine: false, hasYmm: true });
    mountWidget(widget);
    const user = userEvent.setup();
    await choose(user, 'Year', '2015');
    await choose(user, 'Make', 'Ford');
    await choose(user, 'Model', 'F-150');
    await user.click(screen.getByRole('button', { name: 'Save Vehicle' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('PHP-flavoured: ids and names as numbers, flags as 0/"1"', async () => {
    store([{ id: 2015, name: 2015 }], { action: 'save', facets: [], hasEngine: 0, hasYmm: '1', redirect: '' });
    mountWidget(widget);
    const user = userEvent.setup();
    await choose(user, 'Year', '2015');
    await choose(user, 'Make', 'Ford');
    await choose(user, 'Model', 'F-150');
    await user.click(screen.getByRole('button', { name: 'Save Vehicle' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });
});

describe('vehicle-selector: the five faults', { timeout: 40000 }, () => {
  it.each(faultCases)('years, %s: the year list could not be loaded, with Retry', async (_name, fault) => {
    server.use(http.get('*/ymm/json/years', fault));
    mountWidget(widget);
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(/could not|not be|store/i);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByLabelText('Year')).toBeDisabled();
  });

  it.each(faultCases)('save, %s: says so, keeps the vehicle chosen, does not reload', async (_name, fault) => {
    store([{ id: '2015', name: '2015' }]);
    server.use(http.get('*/ymm/json/saveVehicle', fault));
    mountWidget(widget);
    const user = userEvent.setup();
    await choose(user, 'Year', '2015');
    await choose(user, 'Make', 'Ford');
    await choose(user, 'Model', 'F-150');
    await user.click(screen.getByRole('button', { name: 'Save Vehicle' }));
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(/\S/);
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByText('F-150')).toBeInTheDocument();
  });
});
