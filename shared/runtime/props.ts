import * as v from 'valibot';
import { safeUrl } from '../api/url';

/**
 * Builders for widget props: valibot schemas that read props as the loader hands them over
 * (`data-*` attributes as strings, `data-pf-props` as JSON) and say what is wrong in the words
 * each widget's `props.ts` gives. A field is one of
 *
 *   optional(schema)            may be left out (`T | undefined`)
 *   optionalOrBlank(schema)     the same, and `''` or `null` count as left out
 *   withDefault(schema, value)  `value` when left out (`T`)
 *   required(schema, message?)  must be given (`undefined`, `null` and `''` are missing)
 *
 * around `number()`, `boolean()`, `string()` (which read strings the way yup did: `"3"` → 3,
 * `"1"`/`"0"`/`"true"`/`"false"` → true/false, `42` → `"42"`), `mixed<T>(check?)` (a value passed
 * through as `T`), `oneOf([...])`, `array(item)` and `object({...})`, with checks added through
 * `pipe(schema, integer(), min(1), test(fn, message), …)`.
 *
 * A message may name its prop with `${path}` (`lines`, `items[0].title`); the defaults do, with
 * yup's texts (`lines must be an integer`), so that messages read as they always have.
 */
export { pipe } from 'valibot';

/** Trims a string (after `string()`). */
export const trim = () => v.transform((text: string) => text.trim());

/** Stands for the prop's path in a message; `propsErrors` fills it in. */
const PATH = '${path}';

type Message = string;

/** A value as a message shows it (yup's printValue: strings quoted, objects as indented JSON). */
function simple(value: unknown): string | null {
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'function') return `[Function ${value.name || 'anonymous'}]`;
  if (value === null || typeof value !== 'object') return String(value);
  return null;
}
function print(value: unknown): string {
  return simple(value) ?? JSON.stringify(value, function (this: Record<string, unknown>, key: string, inner: unknown) {
    return simple(this[key]) ?? inner;
  }, 2);
}

const notType = (type: string, value: unknown, original: unknown): Message =>
  `${PATH} must ${type === 'mixed' ? 'match the configured type. The validated value was' : `be a \`${type}\` type, but the final value was`}: \`${print(value)}\`` +
  (original != null && original !== value ? ` (cast from the value \`${print(original)}\`).` : '.');

const NULL = `${PATH} cannot be null`;
const REQUIRED = `${PATH} is a required field`;
const typeMessage = (type: string) => (issue: v.BaseIssue<unknown>) => (issue.input === null ? NULL : notType(type, issue.input, issue.input));

/** A value read as `T` (after `cast`, for values not already `T`), or the type error. */
function coerce<T>(type: string, isType: (value: unknown) => boolean, cast: ((value: unknown) => unknown) | null, typeError?: Message) {
  return v.pipe(
    v.unknown(),
    v.rawTransform<unknown, T>(({ dataset, addIssue, NEVER }) => {
      const original = dataset.value;
      if (original === null) addIssue({ message: NULL });
      else {
        const value = cast && !isType(original) ? cast(original) : original;
        if (isType(value)) return value as T;
        addIssue({ message: typeError ?? notType(type, value, original) });
      }
      return NEVER;
    }),
  );
}

const isNumber = (value: unknown) => typeof value === 'number' && !Number.isNaN(value);

/** A number; strings are read as numbers (`"42"` → 42, `" 4 "` → 4, `""` and `"many"` are not numbers). */
export const number = (typeError?: Message) =>
  coerce<number>('number', isNumber, (value) => {
    if (typeof value !== 'string') return Number.parseFloat(String(value));
    const digits = value.replace(/\s/g, '');
    return digits === '' ? NaN : +digits;
  }, typeError);

/** A boolean; `"1"`, `"true"`, 1 are true and `"0"`, `"false"`, 0 false (any case). */
export const boolean = (typeError?: Message) =>
  coerce<boolean>('boolean', (value) => typeof value === 'boolean', (value) => (/^(true|1)$/i.test(String(value)) ? true : /^(false|0)$/i.test(String(value)) ? false : value), typeError);

/** A string; numbers and booleans are written as strings (`42` → `"42"`), objects and arrays are not strings. */
export const string = (typeError?: Message) =>
  coerce<string>('string', (value) => typeof value === 'string', (value) => {
    if (Array.isArray(value)) return value;
    const text = String(value);
    return text === '[object Object]' ? value : text;
  }, typeError);

/** Any value, passed through as `T` when `check` accepts it (`null` never is). */
export const mixed = <T>(check: (value: unknown) => boolean = () => true, typeError?: Message) => coerce<T>('mixed', check, null, typeError);

/** One of `values`, compared exactly (`oneOf(['badge', 'notice'])`; after `number()` for numbers). */
export const oneOf = <const T extends readonly (string | number)[]>(values: T, message: Message = `${PATH} must be one of the following values: ${values.join(', ')}`) =>
  v.picklist(values, message);

/** An array of `item`. */
export const array = <S extends v.GenericSchema>(item: S, typeError?: Message) => v.array(item, typeError ?? typeMessage('array'));

/**
 * An object of props (also the widget's whole props). Unknown keys are left out; a left-out key
 * that is `required(…)` says that field's message.
 */
export function object<E extends v.ObjectEntries>(entries: E) {
  return v.object(entries, (issue) => {
    if (!issue.path) return typeMessage('object')(issue);
    const entry: v.ObjectEntries[string] | undefined = entries[String(issue.path[0].key)];
    return entry && entry.type === 'non_nullish' && 'message' in entry && typeof entry.message === 'string' ? entry.message : REQUIRED;
  });
}

/** May be left out: `T | undefined`. */
export const optional = <S extends v.GenericSchema>(schema: S) => v.optional(schema);

/** May be left out, and `''` or `null` count as left out (an empty `data-diff=""`): `T | undefined`. */
export const optionalOrBlank = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(v.optional(v.unknown()), v.transform((value) => (value === '' || value === null ? undefined : value)), v.optional(schema));

/** `value` when left out (`undefined`): `T`. */
export const withDefault = <S extends v.GenericSchema, D extends v.Default<S, undefined>>(schema: S, value: D) => v.optional(schema, value);

/** Must be given: `undefined`, `null` and `''` say `message`. */
export const required = <S extends v.GenericSchema>(schema: S, message: Message = REQUIRED) =>
  v.nonNullish(v.pipe(schema, v.check((value) => value !== '', message)), message);

/** A whole number. */
export const integer = (message: Message = `${PATH} must be an integer`) => test((n: number) => Number.isInteger(n), message);

/** At least `value`. */
export const min = (value: number, message: Message = `${PATH} must be greater than or equal to ${value}`) => test((n: number) => n >= value, message);

/** At most `value`. */
export const max = (value: number, message: Message = `${PATH} must be less than or equal to ${value}`) => test((n: number) => n <= value, message);

/** More than 0. */
export const positive = (message: Message = `${PATH} must be a positive number`) => test((n: number) => n > 0, message);

/** An array of at least `count` items. */
export const minItems = <T extends unknown[]>(count: number, message: Message = `${PATH} field must have at least ${count} items`) =>
  test((items: T) => items.length >= count, message);

/** Any check; the message may be worked out from the value. */
export const test = <T>(check: (value: T) => boolean, message: Message | ((value: T) => Message)) =>
  v.check<T, Message | ((issue: v.CheckIssue<T>) => Message)>(check, typeof message === 'string' ? message : (issue) => message(issue.input));

/** The path of an issue as a message names it: `lines`, `items[0].title`. */
function pathOf(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).reduce<string>((path, item) => (typeof item.key === 'number' ? `${path}[${item.key}]` : path ? `${path}.${String(item.key)}` : String(item.key)), '') || 'this';
}

/** Every problem of a failed parse, each in its own words, in the order of the schema's fields. */
export const propsErrors = (issues: readonly v.BaseIssue<unknown>[]): string[] => issues.map((issue) => issue.message.split(PATH).join(pathOf(issue)));

/**
 * An address for `src`/`href` from a placeholder's props: a string through the one URL check
 * (`shared/api/url.ts`): http, https or relative pass, anything else (`javascript:`…) reads as `''`.
 */
export const address = (typeError?: Message) => v.pipe(string(typeError), v.transform((value: string) => safeUrl(value)));
