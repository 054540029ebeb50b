import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget } from '../../tests/utils/widget';
import { faultCases } from '../../tests/utils/faults';
import { server } from '../../mocks/node';

/**
 * The fitment badge against literal answers written from spec 4 "Vehicle" (getVehicle) and
 * "Fitment" (validateFitment's `parts`).
 */
const F150 = [
  { api_field: 'Year', api_value: '2015', label_field: 'Year', label_value: '2015' },
  { api_field: 'MakeID', api_value: '54', label_field: 'Make', label_value: 'Ford' },
  { api_field: 'ModelID', api_value: '6789', label_field: 'Model', label_value: 'F-150' },
];
const vehicle = (body: unknown) => server.use(http.get('*/ymm/json/getVehicle', () => HttpResponse.json(body as never)));
const validate = (body: unknown) => server.use(http.get('*/ymm/json/validateFitment', () => HttpResponse.json(body as never)));
const badge = () => mountWidget(widget, { aaia: 'BKDK', mpn: 'ABC123' });

describe('fitment: the documented answers', { timeout: 30000 }, () => {
  it('minimal: a part with only aaia, mpn and result', async () => {
    vehicle({ facets: F150, hasEngine: false, hasYmm: true });
    validate({ parts: [{ aaia: 'BKDK', mpn: 'ABC123', result: 'yes' }] });
    badge();
    expect(await screen.findByRole('button', { name: 'Fits Your Vehicle' })).toBeInTheDocument();
  });

  it('full: every field of a part; "no" reads "Doesn\'t Fit Your Vehicle"', async () => {
    vehicle({ facets: F150, hasEngine: false, hasYmm: true });
    validate({ parts: [{ aaia: 'BKDK', mpn: 'ABC123', result: 'no', label: 'Does not fit your 2015 Ford F-150', name: 'Front Brake Pad Set', notes: '', choices: {} }] });
    badge();
    expect(await screen.findByRole('button', { name: "Doesn't Fit Your Vehicle" })).toBeInTheDocument();
  });

  it('PHP-flavoured: flags as 0/"1", choices as PHP\'s empty [], an unknown result read as maybe', async () => {
    vehicle({ facets: F150, hasEngine: 0, hasYmm: '1' });
    validate({ parts: [{ aaia: 'BKDK', mpn: 'ABC123', result: 'perhaps', label: null, name: 'Pads', notes: '', choices: [] }] });
    badge();
    expect(await screen.findByRole('button', { name: 'Verify Fitment' })).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });
});

describe('fitment: the five faults on validate', { timeout: 30000 }, () => {
  it.each(faultCases)('%s: "Fitment could not be checked." with Retry; the badge stays maybe', async (_name, fault) => {
    vehicle({ facets: F150, hasEngine: false, hasYmm: true });
    server.use(http.get('*/ymm/json/validateFitment', fault));
    badge();
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Fitment could not be checked.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify Fitment' })).toBeInTheDocument();
  });
});
