import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import { catalog } from '../../mocks/db/catalog';
import { setConfig } from '../../tests/utils/widget';
import { line, mountPosCart, PADS, posCartTests } from '../../tests/utils/posCart';
import { eventually } from '../../tests/utils/wait';
import { CART_WORKS_OFFLINE, T_ALL_SENT, T_BACK, T_NOT_KEPT, T_NOT_SENT, T_OFFLINE, waitingText } from '../../shared/offline';

/**
 * At the counter: the network drops mid-sale. One calm banner (role=status) says so and
 * what still works; no error toasts; the clerk's changes stay on screen marked "Not yet sent";
 * back online the banner says so and the changes go to the store by themselves.
 */
posCartTests();

const pos = () => setConfig({ mode: 'pos', pos: { laborRates: [], taxClasses: [], poNumbers: { enabled: true, required: false }, vehiclesEnabled: true } });
const banner = () => screen.getAllByRole('status').find((el) => el.hasAttribute('data-pf-connection'))!;

describe('pos-cart when the network drops', () => {
  it('says so once, keeps the clerk\'s changes on screen without error toasts, and catches up by itself when back', async () => {
    pos();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await mountPosCart();
    expect(banner()).toBeEmptyDOMElement();
    const part = catalog()
      .map((i) => i.product)
      .find((p) => !p.options.length && p.is_orderable && !p.disable_pricing && p.minimum === 1 && p.upc && !db.cart.lines.some((l) => l.product_id === Number(p.product_id)))!;
    // The part is looked up once while the store answers (the register remembers it), then taken off.
    const scan = screen.getByLabelText('Scan or enter part number');
    await user.type(scan, `${part.upc}{Enter}`);
    await screen.findByRole('listitem', { name: part.name });
    await user.click(within(line(part.name)).getByRole('button', { name: `Remove ${part.name}` }));
    await eventually(() => expect(screen.queryByRole('listitem', { name: part.name })).not.toBeInTheDocument());

    act(() => void window.dispatchEvent(new Event('offline')));
    expect(banner()).toHaveTextContent(T_OFFLINE);
    expect(banner()).toHaveTextContent(CART_WORKS_OFFLINE);
    expect(banner()).toHaveTextContent(waitingText(0));
    const before = db.cart.lines[0].quantity;

    // A quantity and a scan, both kept.
    await user.selectOptions(within(line(PADS)).getByLabelText(`Quantity of ${PADS}`), '5');
    await act(() => vi.advanceTimersByTimeAsync(600));
    await user.type(scan, `${part.upc}{Enter}`);
    const added = await screen.findByRole('listitem', { name: part.name });
    expect(within(added).getByText(T_NOT_SENT)).toBeInTheDocument();
    await eventually(() => expect(within(line(PADS)).getByText(T_NOT_SENT)).toBeInTheDocument());
    expect(within(line(PADS)).getByLabelText(`Quantity of ${PADS}`)).toHaveValue('5');
    expect(banner()).toHaveTextContent(waitingText(2));
    expect(db.cart.lines[0].quantity).toBe(before);
    expect(db.cart.lines.some((l) => l.product_id === Number(part.product_id))).toBe(false);
    // No error toast, no load failure: the banner is the one word on it.
    expect(screen.queryByText(/could not|went wrong|cannot be reached\.$/i, { selector: '[role=alert], [role=alert] *' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('alert').map((a) => a.textContent ?? '').filter((t) => !t.startsWith('Success!'))).toEqual([]);

    act(() => void window.dispatchEvent(new Event('online')));
    await eventually(() => expect(db.cart.lines[0].quantity).toBe(5));
    await eventually(() => expect(db.cart.lines.find((l) => l.product_id === Number(part.product_id))?.quantity).toBe(1));
    await eventually(() => expect(banner()).toHaveTextContent(T_ALL_SENT));
    expect(banner()).toHaveTextContent(T_BACK);
    expect(screen.queryByText(T_NOT_SENT)).not.toBeInTheDocument();
    // "Back online" goes away by itself.
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(banner()).toBeEmptyDOMElement();
  });
});

describe('pos-cart offline: a part already on the cart', () => {
  it('scanned again by part number or UPC raises its line, marked not yet sent, and reaches the store once', async () => {
    pos();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const changes: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const name = new URL(request.url).pathname.split('/').pop()!;
      if (['add', 'edit'].includes(name)) changes.push(name);
    });
    await mountPosCart();
    const pads = db.cart.lines[0];
    const item = catalog().find((c) => c.product.product_id === pads.product_id)!.product;
    const before = pads.quantity;
    // Never looked up on this register: the line came with the store's cart.
    act(() => void window.dispatchEvent(new Event('offline')));
    const scan = screen.getByLabelText('Scan or enter part number');
    await user.type(scan, `${item.mpn}{Enter}`);
    await eventually(() => expect(within(line(PADS)).getByLabelText(`Quantity of ${PADS}`)).toHaveValue(String(before + 1)));
    expect(within(line(PADS)).getByText(T_NOT_SENT)).toBeInTheDocument();
    expect(screen.queryByText(/has not been looked up on this register before/)).not.toBeInTheDocument();
    await user.type(scan, `${item.upc}{Enter}`);
    await eventually(() => expect(within(line(PADS)).getByLabelText(`Quantity of ${PADS}`)).toHaveValue(String(before + 2)));
    expect(screen.getAllByRole('listitem', { name: PADS })).toHaveLength(1);
    expect(db.cart.lines[0].quantity).toBe(before);

    act(() => void window.dispatchEvent(new Event('online')));
    await eventually(() => expect(banner()).toHaveTextContent(T_ALL_SENT));
    expect(db.cart.lines.filter((l) => l.product_id === pads.product_id).map((l) => l.quantity)).toEqual([before + 2]);
    expect(changes).not.toContain('add');
    expect(screen.queryByText(T_NOT_SENT)).not.toBeInTheDocument();
  });
});

/** The browser refusing storage, as in a store page framed cross-site with third-party storage blocked. */
function refuseStorage(names: Array<'localStorage' | 'sessionStorage' | 'indexedDB'>, value?: () => unknown) {
  const before = names.map((name) => [name, Object.getOwnPropertyDescriptor(window, name)] as const);
  for (const name of names) {
    Object.defineProperty(window, name, {
      configurable: true,
      get: value ?? (() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      }),
    });
  }
  return () => {
    for (const [name, descriptor] of before) {
      if (descriptor) Object.defineProperty(window, name, descriptor);
      else delete (window as unknown as Record<string, unknown>)[name];
    }
  };
}

/** An IndexedDB whose open fails (the request's error event), as a browser that refuses it. */
const failingIndexedDb = () => ({
  open: () => {
    const req = { onerror: null as null | (() => void), onsuccess: null, onupgradeneeded: null, onblocked: null, error: new DOMException('refused', 'UnknownError') };
    setTimeout(() => req.onerror?.(), 0);
    return req;
  },
});

describe('pos-cart where the browser refuses storage', () => {
  async function ringsUpOnline() {
    pos();
    const user = userEvent.setup();
    await mountPosCart();
    // Said once, calmly, in the connection banner; no load failure, no alert.
    await eventually(() => expect(banner()).toHaveTextContent(T_NOT_KEPT));
    expect(screen.getAllByText(T_NOT_KEPT)).toHaveLength(1);
    expect(screen.queryByText(/could not load/i)).not.toBeInTheDocument();
    // The register works online as before: a scan adds the part at the store.
    const part = catalog()
      .map((i) => i.product)
      .find((p) => !p.options.length && p.is_orderable && !p.disable_pricing && p.minimum === 1 && p.upc && !db.cart.lines.some((l) => l.product_id === Number(p.product_id)))!;
    await user.type(screen.getByLabelText('Scan or enter part number'), `${part.upc}{Enter}`);
    await screen.findByRole('listitem', { name: part.name });
    await eventually(() => expect(db.cart.lines.find((l) => l.product_id === Number(part.product_id))?.quantity).toBe(1));
    await user.selectOptions(within(line(PADS)).getByLabelText(`Quantity of ${PADS}`), '3');
    await eventually(() => expect(db.cart.lines[0].quantity).toBe(3));
    expect(screen.queryByText(T_NOT_SENT)).not.toBeInTheDocument();
    expect(screen.getAllByText(T_NOT_KEPT)).toHaveLength(1);
  }

  it('localStorage, sessionStorage and indexedDB throwing SecurityError: the register works online and says once that it cannot keep changes', async () => {
    const restore = refuseStorage(['localStorage', 'sessionStorage', 'indexedDB']);
    try {
      await ringsUpOnline();
    } finally {
      restore();
    }
  });

  it('indexedDB.open failing: the same', async () => {
    const restore = refuseStorage(['indexedDB'], failingIndexedDb);
    try {
      await ringsUpOnline();
    } finally {
      restore();
    }
  });
});
