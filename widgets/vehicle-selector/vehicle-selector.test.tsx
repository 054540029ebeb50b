import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import widget from './index';
import { mountWidget, openWidget, setConfig } from '../../tests/utils/widget';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { recordRequests } from '../../tests/utils/requests';
import { db } from '../../mocks/db';
import { setFaults } from '../../mocks/faults';
import { navigation } from '../../shared/runtime/navigation';
import { on } from '../../shared/runtime/events';

/** Every store request the widget makes, as path + decoded query. */
const paths = (urls: URL[]) => urls.map((u) => u.pathname);

/** Picks an option of a labelled react-select the way a person does: open it, click the option. */
async function choose(user: UserEvent, label: string, option: string) {
  const input = await screen.findByLabelText(label);
  await waitFor(() => expect(input).toBeEnabled());
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The option names a select currently offers. */
async function optionsOf(user: UserEvent, label: string): Promise<string[]> {
  const input = await screen.findByLabelText(label);
  await waitFor(() => expect(input).toBeEnabled());
  await user.click(input);
  const names = (await screen.findAllByRole('option')).map((o) => o.textContent ?? '');
  await user.keyboard('{Escape}');
  return names;
}

let reload: ReturnType<typeof vi.spyOn>;
let go: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  reload = vi.spyOn(navigation, 'reload').mockImplementation(() => undefined);
  go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
});
afterEach(() => window.history.replaceState({}, '', '/'));

// react-select walks are slow in jsdom on a busy machine: room for them.
describe('vehicle-selector: year/make/model', { timeout: 40000 }, () => {
  it('walks the cascade with its choice levels and saves add1..addN in cascade order, then reloads', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    const changed = vi.fn();
    const stop = on('pf:vehicle-changed', changed);
    window.history.replaceState({}, '', '/index.php?route=product/category&path=20');
    mountWidget(widget);
    expect(screen.getByRole('heading', { name: 'Select Your Vehicle' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Vehicle' })).toBeDisabled();

    await choose(user, 'Year', '2015');
    await choose(user, 'Make', 'Ford');
    await choose(user, 'Model', 'F-150');
    await choose(user, 'Sub Model', 'XLT');
    await choose(user, 'Body Type', '4-Door Crew Cab Pickup');
    await choose(user, 'Bed Length', '5\'5" Bed');
    await user.click(screen.getByRole('button', { name: 'Save Vehicle' }));

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(go).not.toHaveBeenCalled();
    const save = requests.find((u) => u.pathname.endsWith('/ymm/json/saveVehicle'))!;
    expect([...save.searchParams.entries()]).toEqual([
      ['add1', 'Year||2015||Year||2015'],
      ['add2', 'MakeID||54||Make||Ford'],
      ['add3', 'ModelID||6789||Model||F-150'],
      ['add4', `SubModelID||${db.ymm.facets[3].api_value}||Sub Model||XLT`],
      ['add5', 'BodyTypeID||63||Body Type||4-Door Crew Cab Pickup'],
      ['add6', 'BedLengthID||5||Bed Length||5\'5" Bed'],
    ]);
    expect(db.ymm.facets.map((f) => f.label_value)).toEqual(['2015', 'Ford', 'F-150', 'XLT', '4-Door Crew Cab Pickup', '5\'5" Bed']);
    expect(changed).toHaveBeenCalledTimes(1);
    // Choices narrow as they go: bed lengths were asked for with the body type.
    expect(requests.filter((u) => u.pathname.endsWith('/choices')).map((u) => u.searchParams.get('BodyTypeID'))).toEqual([null, null, '63']);
    stop();
  });

  it('is operable by keyboard alone', async () => {
    const user = userEvent.setup();
    mountWidget(widget);
    // Tab until the field has focus (jsdom counts as a touch device, so react-select blurs its
    // input after a pick and focus starts again from the page), then type and press Enter.
    const typeInto = async (label: string, text: string) => {
      const input = screen.getByLabelText(label);
      for (let i = 0; i < 10 && document.activeElement !== input; i++) await user.tab();
      expect(input).toHaveFocus();
      await user.keyboard(`${text}{Enter}`);
    };
    await waitFor(() => expect(screen.getByLabelText('Year')).toBeEnabled());
    await typeInto('Year', '2015');
    await waitFor(() => expect(screen.getByLabelText('Make')).toBeEnabled());
    await typeInto('Make', 'Ford');
    await waitFor(() => expect(screen.getByLabelText('Model')).toBeEnabled());
    await typeInto('Model', 'F-150');
    await screen.findByLabelText('Sub Model');
    const save = screen.getByRole('button', { name: 'Save Vehicle' });
    for (let i = 0; i < 10 && document.activeElement !== save; i++) await user.tab();
    expect(save).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(db.ymm.facets.map((f) => f.label_value)).toEqual(['2015', 'Ford', 'F-150']);
  });

  it('clears every level below a changed level', async () => {
    const user = userEvent.setup();
    mountWidget(widget);
    await choose(user, 'Year', '2015');
    await choose(user, 'Make', 'Ford');
    await choose(user, 'Model', 'F-150');
    await choose(user, 'Sub Model', 'Lariat');
    expect(await screen.findByLabelText('Body Type')).toBeInTheDocument();

    await choose(user, 'Make', 'Toyota');
    expect(screen.queryByText('F-150')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Sub Model')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Body Type')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Vehicle' })).toBeDisabled();
    expect(await optionsOf(user, 'Model')).toContain('Tacoma');
    expect(screen.getByText('Toyota')).toBeInTheDocument();
    expect(screen.getByText('2015')).toBeInTheDocument();
  });

  it('offers no choice levels when choices are off in the settings', async () => {
    setConfig({ ymm: { choices: false } });
    const user = userEvent.setup();
    const requests = recordRequests();
    mountWidget(widget);
    await choose(user, 'Year', '2015');
    await choose(user, 'Make', 'Ford');
    await choose(user, 'Model', 'F-150');
    expect(screen.getByRole('button', { name: 'Save Vehicle' })).toBeEnabled();
    expect(screen.queryByLabelText('Sub Model')).not.toBeInTheDocument();
    expect(paths(requests).some((p) => p.endsWith('/choices'))).toBe(false);
  });

  it('lists the popular makes first, each with its popular models first, with popular sort "1"', async () => {
    const user = userEvent.setup();
    setConfig({ ymm: { popularSort: '1' } });
    mountWidget(widget);
    await choose(user, 'Year', '2015');
    expect(await optionsOf(user, 'Make')).toEqual(['Chevrolet', 'Ford', 'GMC', 'Jeep', 'Ram', 'Toyota', 'Dodge', 'Honda', 'Nissan', 'Subaru']);
    // The popular ones sit under their own heading.
    await user.click(screen.getByLabelText('Make'));
    expect(await screen.findByText('Popular Makes')).toBeInTheDocument();
    expect(screen.getByText('All Makes')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await choose(user, 'Make', 'Ford');
    expect(await optionsOf(user, 'Model')).toEqual(['F-150', 'Explorer', 'Escape', 'Mustang', 'Focus', 'Transit-250']);
  });

  it('keeps the store order (by name) with popular sort "0"', async () => {
    const user = userEvent.setup();
    mountWidget(widget);
    await choose(user, 'Year', '2015');
    expect(await optionsOf(user, 'Make')).toEqual(['Chevrolet', 'Dodge', 'Ford', 'GMC', 'Honda', 'Jeep', 'Nissan', 'Ram', 'Subaru', 'Toyota']);
  });

  it('goes to the returned redirect when saved on the home path', async () => {
    const user = userEvent.setup();
    db.ymm.redirect = '/index.php?route=product/category&path=77';
    window.history.replaceState({}, '', '/');
    mountWidget(widget);
    await choose(user, 'Year', '2015');
    await choose(user, 'Make', 'Ford');
    await choose(user, 'Model', 'F-150');
    await user.click(screen.getByRole('button', { name: 'Save Vehicle' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/index.php?route=product/category&path=77'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads instead when not on the home path, even with a redirect', async () => {
    const user = userEvent.setup();
    db.ymm.redirect = '/index.php?route=product/category&path=77';
    window.history.replaceState({}, '', '/index.php?route=product/product&product_id=42');
    mountWidget(widget);
    await choose(user, 'Year', '2015');
    await choose(user, 'Make', 'Ford');
    await choose(user, 'Model', 'F-150');
    await user.click(screen.getByRole('button', { name: 'Save Vehicle' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(go).not.toHaveBeenCalled();
  });

  it('sends one saveVehicle for a double click', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    mountWidget(widget);
    await choose(user, 'Year', '2015');
    await choose(user, 'Make', 'Ford');
    await choose(user, 'Model', 'F-150');
    setFaults({ latencyMs: 50 });
    await user.dblClick(screen.getByRole('button', { name: 'Save Vehicle' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(paths(requests).filter((p) => p.endsWith('/saveVehicle'))).toHaveLength(1);
  });

  it('shows a refused save without losing the choices, and saves on the next try', async () => {
    const user = userEvent.setup();
    mountWidget(widget);
    await choose(user, 'Year', '2015');
    await choose(user, 'Make', 'Ford');
    await choose(user, 'Model', 'F-150');
    server.use(http.get('*/ymm/json/saveVehicle', () => HttpResponse.json({ error: 'Vehicle selection is closed for maintenance.' })));
    await user.click(screen.getByRole('button', { name: 'Save Vehicle' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vehicle selection is closed for maintenance.');
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByText('F-150')).toBeInTheDocument();

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Save Vehicle' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('shows a failed list with Retry and keeps the choices made', async () => {
    const user = userEvent.setup();
    setFaults({ failing: { 'ymm/json/makes': 'http500' } });
    mountWidget(widget);
    await choose(user, 'Year', '2015');
    expect(await screen.findByRole('alert')).toHaveTextContent('The make list could not be loaded.');
    expect(screen.getByText('2015')).toBeInTheDocument();

    setFaults({});
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await choose(user, 'Make', 'Ford');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('2015')).toBeInTheDocument();
  });

  it.each([
    ['an object', { years: [{ id: '2024', name: '2024' }] }],
    ['plain strings', ['2024', '2023']],
    ['items without a name', [{ id: '2024' }]],
    ['null', null],
  ])('shows an error with Retry when years answers 200 with %s', async (_shape, body) => {
    const user = userEvent.setup();
    let wrong = true;
    server.use(http.get('*/ymm/json/years', () => (wrong ? HttpResponse.json(body as never) : undefined)));
    mountWidget(widget);
    expect(await screen.findByRole('alert')).toHaveTextContent('The year list could not be loaded.');
    expect(screen.getByLabelText('Year')).toBeDisabled();
    wrong = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await choose(user, 'Year', '2015');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Loading…" while a level loads', async () => {
    const user = userEvent.setup();
    mountWidget(widget);
    await choose(user, 'Year', '2016');
    setFaults({ latencyMs: 200 });
    await choose(user, 'Year', '2015');
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
  });
});

describe('vehicle-selector: engine', { timeout: 40000 }, () => {
  it('offers two tabs when both paths are on, and saves the engine path', async () => {
    const user = userEvent.setup();
    setConfig({ ymm: { engine: true } });
    mountWidget(widget);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Year/Make/Model', 'Engine']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    // Keyboard: the arrow key moves to (and selects) the Engine tab.
    tabs[0].focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Engine' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Engine' })).toHaveFocus();
    const panel = screen.getByRole('tabpanel', { name: 'Engine' });

    await choose(user, 'Engine Manufacturer', 'Ford');
    await choose(user, 'Engine Family', 'EcoBoost');
    await choose(user, 'Engine Size', '3.5L V6 Turbo');
    // A new family clears the size.
    await choose(user, 'Engine Family', 'Coyote');
    expect(within(panel).getByRole('button', { name: 'Save Vehicle' })).toBeDisabled();
    await choose(user, 'Engine Size', '5.0L V8');

    const requests = recordRequests();
    await user.click(within(panel).getByRole('button', { name: 'Save Vehicle' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    const save = requests.find((u) => u.pathname.endsWith('/saveVehicle'))!;
    expect([...save.searchParams.entries()]).toEqual([
      ['add1', 'EngineMfrID||7||Engine Manufacturer||Ford'],
      ['add2', 'EngineFamilyID||31||Engine Family||Coyote'],
      ['add3', 'EngineSizeID||502||Engine Size||5.0L V8'],
    ]);
  });

  it('shows only the engine path when year/make/model is off', async () => {
    setConfig({ ymm: { ymm: false, engine: true } });
    mountWidget(widget);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Engine Manufacturer')).toBeInTheDocument();
    expect(screen.queryByLabelText('Year')).not.toBeInTheDocument();
  });
});

describe('vehicle-selector: as a modal', { timeout: 40000 }, () => {
  it('opens as a dialog, and reopening it sends no request for lists already loaded', async () => {
    const user = userEvent.setup();
    const requests = recordRequests();
    let close = openWidget(widget);
    const dialog = await screen.findByRole('dialog', { name: 'Select Your Vehicle' });
    await choose(user, 'Year', '2015');
    await choose(user, 'Make', 'Ford');
    expect(dialog).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const before = requests.length;
    expect(before).toBe(3); // years, makes, models

    close = openWidget(widget);
    await screen.findByRole('dialog', { name: 'Select Your Vehicle' });
    await choose(user, 'Year', '2015');
    await choose(user, 'Make', 'Ford');
    expect(await optionsOf(user, 'Model')).toContain('F-150');
    expect(requests).toHaveLength(before);
    act(() => close());
  });
});
