import { describe, expect, it } from 'vitest';
import { safeParse, type GenericSchema } from 'valibot';
import { defineWidget } from './defineWidget';
import {
  array,
  boolean,
  integer,
  max,
  min,
  minItems,
  mixed,
  number,
  object,
  oneOf,
  optional,
  optionalOrBlank,
  pipe,
  positive,
  propsErrors,
  required,
  string,
  test,
  trim,
  withDefault,
} from './props';
import { mountWidget } from '../../tests/utils/widget';

/** What a widget would get for `raw`, or the messages its console error would list. */
function read(schema: GenericSchema, raw: Record<string, unknown>): { ok: unknown } | { errors: string[] } {
  const result = safeParse(schema, raw);
  return result.success ? { ok: result.output } : { errors: propsErrors(result.issues) };
}

describe('prop builders: reading data-* strings and data-pf-props JSON', () => {
  const numbers = object({ n: optional(number()) });

  it('reads numbers from strings, spaces and all, and keeps real numbers', () => {
    expect(read(numbers, { n: '3' })).toEqual({ ok: { n: 3 } });
    expect(read(numbers, { n: ' 4 ' })).toEqual({ ok: { n: 4 } });
    expect(read(numbers, { n: '-1.5' })).toEqual({ ok: { n: -1.5 } });
    expect(read(numbers, { n: 137 })).toEqual({ ok: { n: 137 } });
    expect(read(numbers, {})).toEqual({ ok: {} });
  });

  it('says a number is not one in its own words, or yup’s with the value it was cast from', () => {
    expect(read(object({ days: optional(number('data-days must be a number')) }), { days: 'soon' })).toEqual({ errors: ['data-days must be a number'] });
    expect(read(object({ days: optional(number('data-days must be a number')) }), { days: '' })).toEqual({ errors: ['data-days must be a number'] });
    expect(read(numbers, { n: 'many' })).toEqual({ errors: ['n must be a `number` type, but the final value was: `NaN` (cast from the value `"many"`).'] });
    expect(read(numbers, { n: true })).toEqual({ errors: ['n must be a `number` type, but the final value was: `NaN` (cast from the value `true`).'] });
    expect(read(numbers, { n: null })).toEqual({ errors: ['n cannot be null'] });
  });

  it('reads booleans from 1/0/true/false in any case, and real booleans', () => {
    const flags = object({ on: optional(boolean('data-on must be 1 or 0')) });
    for (const [raw, on] of [['1', true], ['0', false], ['true', true], ['FALSE', false], [true, true], [false, false], [1, true], [0, false]] as const) {
      expect(read(flags, { on: raw })).toEqual({ ok: { on } });
    }
    expect(read(flags, { on: 'yes' })).toEqual({ errors: ['data-on must be 1 or 0'] });
    expect(read(object({ on: optional(boolean()) }), { on: 'yes' })).toEqual({ errors: ['on must be a `boolean` type, but the final value was: `"yes"`.'] });
  });

  it('reads strings, writing numbers and booleans as strings, and refuses objects', () => {
    const texts = object({ id: optional(string()) });
    expect(read(texts, { id: '42' })).toEqual({ ok: { id: '42' } });
    expect(read(texts, { id: 42 })).toEqual({ ok: { id: '42' } });
    expect(read(texts, { id: false })).toEqual({ ok: { id: 'false' } });
    expect(read(texts, { id: {} })).toEqual({ errors: ['id must be a `string` type, but the final value was: `{}`.'] });
    expect(read(texts, { id: ['a'] })).toEqual({ errors: ['id must be a `string` type, but the final value was: `[\n  "\\"a\\""\n]`.'] });
  });

  it('trims before checking that a required string is there', () => {
    const schema = object({ aaia: required(pipe(string(), trim()), 'data-aaia is required') });
    expect(read(schema, { aaia: ' BKDK ' })).toEqual({ ok: { aaia: 'BKDK' } });
    for (const aaia of [undefined, null, '', '   ']) expect(read(schema, { aaia })).toEqual({ errors: ['data-aaia is required'] });
    expect(read(schema, {})).toEqual({ errors: ['data-aaia is required'] });
  });
});

describe('prop builders: defaults, optional and required', () => {
  const schema = object({
    lines: withDefault(pipe(number('data-lines must be a number'), integer('data-lines must be a whole number'), min(1, 'data-lines must be at least 1')), 3),
    label: withDefault(string(), 'Time remaining'),
    sortable: withDefault(boolean(), false),
    note: optional(string()),
  });

  it('fills in defaults for props left out (or given as undefined) and leaves optional ones out', () => {
    expect(read(schema, {})).toEqual({ ok: { lines: 3, label: 'Time remaining', sortable: false } });
    expect(read(schema, { lines: undefined })).toEqual({ ok: { lines: 3, label: 'Time remaining', sortable: false } });
    expect(read(schema, { lines: '5', label: 'Sale', sortable: '1', note: 'n' })).toEqual({ ok: { lines: 5, label: 'Sale', sortable: true, note: 'n' } });
  });

  it('validates a given value instead of defaulting it', () => {
    expect(read(schema, { lines: '' })).toEqual({ errors: ['data-lines must be a number'] });
    expect(read(schema, { lines: '0' })).toEqual({ errors: ['data-lines must be at least 1'] });
    expect(read(schema, { lines: '0.5' })).toEqual({ errors: ['data-lines must be a whole number', 'data-lines must be at least 1'] });
  });

  it('leaves out keys the schema does not name', () => {
    expect(read(object({}), { foo: '1' })).toEqual({ ok: {} });
  });

  it('says yup’s "is a required field" when no message is given, also for a key given as undefined', () => {
    const who = object({ who: required(string()) });
    expect(read(who, {})).toEqual({ errors: ['who is a required field'] });
    expect(read(who, { who: undefined })).toEqual({ errors: ['who is a required field'] });
  });

  it('counts "" and null as left out with optionalOrBlank, and still checks other values', () => {
    const diff = object({ diff: optionalOrBlank(number('data-diff must be a number of seconds')) });
    expect(read(diff, { diff: '' })).toEqual({ ok: { diff: undefined } });
    expect(read(diff, { diff: null })).toEqual({ ok: { diff: undefined } });
    expect(read(diff, {})).toEqual({ ok: {} });
    expect(read(diff, { diff: '-5' })).toEqual({ ok: { diff: -5 } });
    expect(read(diff, { diff: 'soon' })).toEqual({ errors: ['data-diff must be a number of seconds'] });
  });
});

describe('prop builders: checks and their messages', () => {
  it('speaks yup’s default texts for integer, positive, min, max, minItems and oneOf', () => {
    const schema = object({
      width: optional(pipe(number(), integer(), positive())),
      level: optional(pipe(number(), min(2), max(6))),
      tiles: optional(pipe(array(string()), minItems(1))),
      source: optional(oneOf(['module', 'category', 'search'])),
    });
    expect(read(schema, { width: '-1.5', level: '7', tiles: [], source: 'x' })).toEqual({
      errors: [
        'width must be an integer',
        'width must be a positive number',
        'level must be less than or equal to 6',
        'tiles field must have at least 1 items',
        'source must be one of the following values: module, category, search',
      ],
    });
    expect(read(schema, { level: '1' })).toEqual({ errors: ['level must be greater than or equal to 2'] });
    expect(read(schema, { width: '0' })).toEqual({ errors: ['width must be a positive number'] });
    expect(read(schema, { width: '640', level: '6', tiles: ['a'], source: 'search' })).toEqual({ ok: { width: 640, level: 6, tiles: ['a'], source: 'search' } });
  });

  it('uses the given texts instead', () => {
    const schema = object({
      limit: withDefault(pipe(number('limit must be a number'), integer('limit must be a whole number'), min(1, 'limit must be at least 1'), max(100, 'limit must be at most 100')), 10),
      variant: optional(oneOf(['badge', 'notice'], 'data-variant must be "badge" or "notice"')),
      columns: required(pipe(array(string()), minItems(1, 'columns needs at least one column')), 'columns is required'),
      id: optional(pipe(number(), positive('data-product-id must be positive'))),
    });
    expect(read(schema, { limit: '101', variant: 'x', columns: [], id: '-3' })).toEqual({
      errors: ['limit must be at most 100', 'data-variant must be "badge" or "notice"', 'columns needs at least one column', 'data-product-id must be positive'],
    });
    expect(read(schema, { limit: 'ten' })).toEqual({ errors: ['limit must be a number', 'columns is required'] });
  });

  it('runs custom tests, with a message worked out from the value', () => {
    const schema = object({
      form: required(
        pipe(
          mixed<{ fields: string[] }>((v) => typeof v === 'object' && v !== null && Array.isArray((v as { fields?: unknown }).fields), 'form must be a form definition with an id and fields'),
          test((form) => form.fields.every((f) => f !== 'bogus'), (form) => `form has a field of an unknown type: ${form.fields.find((f) => f === 'bogus')}`),
        ),
        'form is required',
      ),
    });
    expect(read(schema, { form: { fields: ['text', 'bogus'] } })).toEqual({ errors: ['form has a field of an unknown type: bogus'] });
    expect(read(schema, { form: { id: 3 } })).toEqual({ errors: ['form must be a form definition with an id and fields'] });
    expect(read(schema, {})).toEqual({ errors: ['form is required'] });
    expect(read(schema, { form: { fields: ['text'] } })).toEqual({ ok: { form: { fields: ['text'] } } });
  });

  it('passes mixed values through untouched, refusing null, and says yup’s text without a message', () => {
    const onSelect = () => undefined;
    const schema = object({ onSelect: optional(mixed<() => void>((v) => typeof v === 'function')), any: optional(mixed<unknown>()) });
    const product = { product_id: 42, name: 'Pads', extra: { deep: [1] } };
    const result = read(schema, { onSelect, any: product });
    expect(result).toEqual({ ok: { onSelect, any: product } });
    expect((result as { ok: { any: unknown } }).ok.any).toBe(product);
    expect(read(schema, { onSelect: 'x', any: null })).toEqual({
      errors: ['onSelect must match the configured type. The validated value was: `"x"`.', 'any cannot be null'],
    });
  });
});

describe('prop builders: nested objects and arrays in data-pf-props', () => {
  const item = object({ title: required(string()), url: withDefault(string(), ''), open: withDefault(boolean(), false) });
  const schema = object({ items: required(array(object({ title: required(string()), children: withDefault(array(item), []) })), 'items is required') });

  it('reads nested values with their coercions and defaults', () => {
    expect(read(schema, { items: [{ title: 'Brakes', children: [{ title: 'Pads', open: '1', x: 1 }] }] })).toEqual({
      ok: { items: [{ title: 'Brakes', children: [{ title: 'Pads', url: '', open: true }] }] },
    });
  });

  it('names nested props by their path, and what is not an array or an object', () => {
    expect(read(schema, { items: [{ children: [{ url: '/c' }] }, 'x'] })).toEqual({
      errors: ['items[0].title is a required field', 'items[0].children[0].title is a required field', 'items[1] must be a `object` type, but the final value was: `"x"`.'],
    });
    expect(read(schema, { items: 'x' })).toEqual({ errors: ['items must be a `array` type, but the final value was: `"x"`.'] });
    expect(read(schema, { items: null })).toEqual({ errors: ['items is required'] });
  });
});

describe('defineWidget with a props schema', () => {
  const widget = defineWidget({
    schema: object({
      url: required(pipe(string(), trim()), 'data-url is required'),
      lines: withDefault(pipe(number('data-lines must be a number'), min(1, 'data-lines must be at least 1')), 3),
      variant: optional(oneOf(['badge', 'notice'], 'data-variant must be "badge" or "notice"')),
    }),
    Component: ({ url, lines, variant }) => <p>{`${url} ${lines} ${variant ?? 'badge'}`}</p>,
  });

  it('mounts with coerced props and defaults', () => {
    const { el } = mountWidget(widget, { url: ' /list ', variant: 'notice' });
    expect(el).toHaveTextContent('/list 3 notice');
  });

  it('lists every bad prop in one "invalid props" message, in the schema’s order', () => {
    expect(() => mountWidget(widget, { lines: 'many', variant: 'x' }, 'Fallback')).toThrow(
      'invalid props: data-url is required; data-lines must be a number; data-variant must be "badge" or "notice"',
    );
  });
});
