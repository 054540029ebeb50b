import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { VehicleShape, vehicleName } from './vehicle';

const year = { api_field: 'Year', api_value: '2015', label_field: 'Year', label_value: '2015' };
const make = { api_field: 'MakeID', api_value: 54, label_field: 'Make', label_value: 'Chevrolet' };
const model = { api_field: 'ModelID', api_value: '6790', label_field: 'Model', label_value: 'Silverado 1500' };

describe('customer vehicle shape', () => {
  it('reads ymm_data as a list of facets, or as an object keyed by facet (in cascade order)', () => {
    const asList = v.parse(VehicleShape, { vehicle_id: 3, title: '', ymm_data: [year, make, model] });
    const asObject = v.parse(VehicleShape, { vehicle_id: '3', title: '', ymm_data: { ModelID: model, Year: year, MakeID: make } });
    expect(asObject.ymm_data).toEqual(asList.ymm_data);
    expect(asList.ymm_data.map((f) => f.api_value)).toEqual(['2015', '54', '6790']);
    expect(asList.vehicle_id).toBe('3');
  });

  it('names a vehicle by its title, else its ymm text, else its facets', () => {
    expect(vehicleName(v.parse(VehicleShape, { vehicle_id: 1, title: 'Work truck', ymm: '2015 Chevrolet Silverado 1500' }))).toBe('Work truck');
    expect(vehicleName(v.parse(VehicleShape, { vehicle_id: 1, title: '', ymm: '2015 Chevrolet Silverado 1500' }))).toBe('2015 Chevrolet Silverado 1500');
    expect(vehicleName(v.parse(VehicleShape, { vehicle_id: 1, title: '', ymm_data: [year, make, model] }))).toBe('2015 Chevrolet Silverado 1500');
    expect(vehicleName(null)).toBe('');
  });
});
