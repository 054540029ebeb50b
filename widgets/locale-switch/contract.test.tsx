import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import widget from './index';
import { mountWidget } from '../../tests/utils/widget';

/**
 * The locale switch's props are Partsfront's own (C14 in docs/endpoints.md: spec 1 only
 * says "Currency switch: query parameter currency" and "Language switch: a form"). It makes no
 * store call of its own, so it has no faults to show: a currency link is a plain page address.
 */
describe('locale-switch: the props contract', () => {
  it('minimal: currencies with code and title only (no symbol)', () => {
    mountWidget(widget, { currencies: [{ code: 'USD', title: 'US Dollar' }, { code: 'CAD', title: 'Canadian Dollar' }], current: 'CAD' });
    expect(screen.getByRole('button', { name: 'Currency: Canadian Dollar' })).toHaveTextContent('CAD');
  });

  it('full: both lists on one placeholder, each with its current choice', () => {
    mountWidget(widget, {
      currencies: [{ code: 'USD', title: 'US Dollar', symbol: '$' }, { code: 'EUR', title: 'Euro', symbol: '€' }],
      languages: [{ code: 'en-gb', name: 'English' }, { code: 'es', name: 'Español' }],
      currentCurrency: 'EUR',
      currentLanguage: 'es',
    });
    expect(screen.getByRole('button', { name: 'Currency: Euro' })).toHaveTextContent('€ EUR');
    expect(screen.getByRole('button', { name: /Español/ })).toBeInTheDocument();
  });

  it('PHP-flavoured: a numeric code is read as text', () => {
    mountWidget(widget, { currencies: [{ code: 840, title: 'US Dollar' }, { code: 'EUR', title: 'Euro' }], current: '840' });
    expect(screen.getByRole('button', { name: 'Currency: US Dollar' })).toBeInTheDocument();
  });
});
