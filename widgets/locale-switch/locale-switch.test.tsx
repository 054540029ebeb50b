import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';

const currencies = [
  { code: 'USD', title: 'US Dollar', symbol: '$' },
  { code: 'EUR', title: 'Euro', symbol: '€' },
  { code: 'CAD', title: 'Canadian Dollar', symbol: 'C$' },
];
const languages = [
  { code: 'en-gb', name: 'English' },
  { code: 'es', name: 'Español' },
];

describe('locale-switch', () => {
  it('switches currency with links that set the currency query parameter on this page', async () => {
    window.history.replaceState(null, '', '/index.php?route=product/category&path=20&page=2');
    mountWidget(widget, { currencies, current: 'EUR' });
    const toggle = screen.getByRole('button', { name: 'Currency: Euro' });
    expect(toggle).toHaveTextContent('€ EUR');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Currencies' });
    const cad = within(list).getByRole('link', { name: 'Canadian Dollar' });
    expect(new URL(cad.getAttribute('href')!, 'http://x').searchParams.get('currency')).toBe('CAD');
    expect(cad.getAttribute('href')).toBe('/index.php?route=product%2Fcategory&path=20&page=2&currency=CAD');
    expect(within(list).getByRole('link', { name: 'Euro' })).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    window.history.replaceState(null, '', '/');
  });

  it('defaults the current currency to the store settings', () => {
    setConfig({ currency: { code: 'CAD', locale: 'en-CA' } });
    mountWidget(widget, { currencies });
    expect(screen.getByRole('button', { name: 'Currency: Canadian Dollar' })).toBeInTheDocument();
  });

  it('switches language with a form posting code and redirect to the store', async () => {
    window.history.replaceState(null, '', '/product/101-powerstop-front-brake-pad-set');
    mountWidget(widget, { languages, current: 'en-gb' });
    const toggle = screen.getByRole('button', { name: 'Language: English' });
    await userEvent.click(toggle);
    const form = screen.getByRole('form', { name: 'Languages' }) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'post');
    expect(form.getAttribute('action')).toBe('/index.php?route=common/language/language');
    let sent: Record<string, string> | null = null;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      sent = Object.fromEntries(new FormData(form, (e as SubmitEvent).submitter) as unknown as Iterable<[string, string]>);
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Español' }));
    expect(sent).toEqual({ redirect: `${window.location.origin}/product/101-powerstop-front-brake-pad-set`, code: 'es' });
    window.history.replaceState(null, '', '/');
  });

  it('shows both switches from one placeholder, and nothing for a single choice', () => {
    mountWidget(widget, { currencies, languages, currentCurrency: 'USD', currentLanguage: 'es' });
    expect(screen.getByRole('button', { name: 'Currency: US Dollar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language: Español' })).toBeInTheDocument();
    const { el } = mountWidget(widget, { currencies: currencies.slice(0, 1), current: 'USD' });
    expect(within(el).queryByRole('button')).not.toBeInTheDocument();
  });

  it('rejects a currency without a code', () => {
    expect(() => mountWidget(widget, { currencies: [{ title: 'Euro' }] })).toThrow(/invalid props/);
  });
});

describe('locale-switch: the store’s words', () => {
  it('names the currency switch with a text set in #pf-config', async () => {
    setConfig({ texts: { 'localeSwitch.currency': 'Pay in {name}' } });
    mountWidget(widget, { currencies, current: 'EUR' });
    expect(await screen.findByRole('button', { name: 'Pay in Euro' })).toBeInTheDocument();
  });
});
