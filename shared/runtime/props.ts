import type * as v from 'valibot';
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
 *
 * Why not valibot's own functions: every widget's props are read with these, the content widgets'
 * too, and a content page (a widget that never calls the store) must not download a schema
 * library. So each builder here is written out in a few lines, to valibot's schema protocol (an
 * object with `kind`, `type` and `~run(dataset, config)`, issues with `message` and `path`): the
 * inferred types are valibot's (type-only imports), valibot's `safeParse` reads these schemas, and
 * an answer schema of shared/api/shapes (real valibot) sits inside `object`, `array`, `optional`
 * or `required` as it always did. Only its parts of the protocol that props use are here.
 */
type Message = string;
/** A message, or one worked out from the issue (valibot's `ErrorMessage`). */
type MessageFor = Message | ((issue: Issue) => Message);

/** The parts of valibot's dataset, issue and schema objects that props read and write. */
interface Issue {
  kind: string;
  type: string;
  input: unknown;
  message: Message;
  path?: { type: string; origin: string; input: unknown; key: unknown; value: unknown }[];
}
interface Dataset {
  typed?: boolean;
  value: unknown;
  issues?: Issue[];
}
interface Piece {
  kind: string;
  type: string;
  default?: unknown;
  message?: unknown;
  '~run'(dataset: Dataset, config: { abortEarly?: boolean; abortPipeEarly?: boolean }): Dataset;
}

/** Adds an issue to `dataset` as valibot's `_addIssue` does (a schema's issue makes it untyped). */
function addIssue(piece: Pick<Piece, 'kind' | 'type'>, dataset: Dataset, message: MessageFor, extra?: Partial<Issue>): Dataset {
  const issue: Issue = { kind: piece.kind, type: piece.type, input: dataset.value, message: '', ...extra };
  issue.message = typeof message === 'function' ? message(issue) : message;
  if (piece.kind === 'schema') dataset.typed = false;
  (dataset.issues ??= []).push(issue);
  return dataset;
}

const schema = (type: string, run: Piece['~run'], more?: object): Piece => ({ kind: 'schema', type, async: false, ...more, '~run': run }) as Piece;
const defaultOf = (piece: Piece, dataset?: Dataset, config?: object) => (typeof piece.default === 'function' ? piece.default(dataset, config) : piece.default);

/** A schema's issues, each with `item` put first on its path (valibot's object and array do the same). */
function nest(into: Dataset, from: Dataset, item: NonNullable<Issue['path']>[number]): void {
  for (const issue of from.issues ?? []) (issue.path ??= []).unshift(item);
  if (from.issues) into.issues = [...(into.issues ?? []), ...from.issues];
}

/** A schema followed by checks and transforms, run in turn (valibot's `pipe`). */
export const pipe = ((...items: Piece[]) => ({
  ...items[0],
  pipe: items,
  '~run'(dataset: Dataset, config: Parameters<Piece['~run']>[1]) {
    for (const item of items) {
      if (item.kind === 'metadata') continue;
      if (dataset.issues && (item.kind === 'schema' || item.kind === 'transformation')) {
        dataset.typed = false;
        break;
      }
      if (!dataset.issues || (!config.abortEarly && !config.abortPipeEarly)) dataset = item['~run'](dataset, config);
    }
    return dataset;
  },
})) as unknown as typeof v.pipe;

const transform = <I, O>(operation: (value: I) => O): v.TransformAction<I, O> =>
  ({ kind: 'transformation', type: 'transform', async: false, operation, '~run': (dataset: Dataset) => ((dataset.value = operation(dataset.value as I)), dataset) }) as unknown as v.TransformAction<I, O>;

/** Trims a string (after `string()`). */
export const trim = () => transform((text: string) => text.trim());

/** Stands for the prop's path in a message; `propsErrors` fills it in. */
const PATH = '${path}';

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
const typeMessage = (type: string) => (issue: Issue) => (issue.input === null ? NULL : notType(type, issue.input, issue.input));

const COERCE = { kind: 'schema', type: 'raw_transform' };

/** A value read as `T` (after `cast`, for values not already `T`), or the type error. */
function coerce<T>(type: string, isType: (value: unknown) => boolean, cast: ((value: unknown) => unknown) | null, typeError?: Message): v.GenericSchema<unknown, T> {
  return schema('unknown', (dataset) => {
    const original = dataset.value;
    // Issued as a schema's: the value is not of its type (valibot's `pipe(unknown(), rawTransform(…))` said so as a transformation).
    if (original === null) return addIssue(COERCE, dataset, NULL);
    const value = cast && !isType(original) ? cast(original) : original;
    if (!isType(value)) return addIssue(COERCE, dataset, typeError ?? notType(type, value, original));
    dataset.typed = true;
    dataset.value = value;
    return dataset;
  }) as unknown as v.GenericSchema<unknown, T>;
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
  schema('picklist', function (this: Piece, dataset) {
    if (values.includes(dataset.value as string | number)) dataset.typed = true;
    else addIssue(this, dataset, message);
    return dataset;
  }, { options: values }) as unknown as v.PicklistSchema<T, Message>;

/** An array of `item`. */
export const array = <S extends v.GenericSchema>(item: S, typeError?: Message) =>
  schema('array', function (this: Piece, dataset, config) {
    const input = dataset.value;
    if (!Array.isArray(input)) return addIssue(this, dataset, typeError ?? typeMessage('array'));
    dataset.typed = true;
    dataset.value = input.map((value, key) => {
      const read = (item as unknown as Piece)['~run']({ value }, config);
      nest(dataset, read, { type: 'array', origin: 'value', input, key, value });
      if (!read.typed) dataset.typed = false;
      return read.value;
    });
    return dataset;
  }, { item }) as unknown as v.ArraySchema<S, Message>;

const OPTIONAL = ['optional', 'exact_optional', 'nullish'];

/**
 * An object of props (also the widget's whole props). Unknown keys are left out; a left-out key
 * that is `required(…)` says that field's message.
 */
export function object<E extends v.ObjectEntries>(entries: E) {
  return schema('object', function (this: Piece, dataset, config) {
    const input = dataset.value as Record<string, unknown>;
    if (!input || typeof input !== 'object') return addIssue(this, dataset, typeMessage('object'));
    dataset.typed = true;
    const output: Record<string, unknown> = (dataset.value = {});
    for (const key in entries) {
      const entry = entries[key] as unknown as Piece;
      const optional = OPTIONAL.includes(entry.type);
      if (key in input || (optional && entry.default !== undefined)) {
        const value = key in input ? input[key] : defaultOf(entry);
        const read = entry['~run']({ value }, config);
        nest(dataset, read, { type: 'object', origin: 'value', input, key, value });
        if (!read.typed) dataset.typed = false;
        output[key] = read.value;
      } else if (!optional) {
        addIssue(this, dataset, entry.type === 'non_nullish' && typeof entry.message === 'string' ? entry.message : REQUIRED, {
          input: undefined,
          path: [{ type: 'object', origin: 'key', input, key, value: undefined }],
        });
      }
    }
    return dataset;
  }, { entries }) as unknown as v.ObjectSchema<E, undefined>;
}

/** `default` (or `undefined`) when left out, else what `wrapped` reads (valibot's `optional`). */
const optionalOf = (wrapped: v.GenericSchema, fallback?: unknown) =>
  schema('optional', function (this: Piece, dataset, config) {
    if (dataset.value === undefined) {
      if (this.default !== undefined) dataset.value = defaultOf(this, dataset, config);
      if (dataset.value === undefined) return (dataset.typed = true), dataset;
    }
    return (wrapped as unknown as Piece)['~run'](dataset, config);
  }, { wrapped, default: fallback });

/** May be left out: `T | undefined`. */
export const optional = <S extends v.GenericSchema>(schema: S) => optionalOf(schema) as unknown as v.OptionalSchema<S, undefined>;

/** May be left out, and `''` or `null` count as left out (an empty `data-diff=""`): `T | undefined`. */
export const optionalOrBlank = <S extends v.GenericSchema>(inner: S) => {
  const read = optionalOf(inner);
  return { ...read, '~run': (dataset: Dataset, config: object) => read['~run']({ ...dataset, value: dataset.value === '' || dataset.value === null ? undefined : dataset.value }, config) } as unknown as v.OptionalSchema<S, undefined>;
};

/** `value` when left out (`undefined`): `T`. */
export const withDefault = <S extends v.GenericSchema, D extends v.Default<S, undefined>>(schema: S, value: D) => optionalOf(schema, value) as unknown as v.OptionalSchema<S, D>;

/** Must be given: `undefined`, `null` and `''` say `message`. */
export const required = <S extends v.GenericSchema>(wrapped: S, message: Message = REQUIRED) => {
  const read = pipe(wrapped, test((value) => value !== '', message)) as unknown as Piece;
  return schema('non_nullish', function (this: Piece, dataset, config) {
    if (dataset.value != null) dataset = read['~run'](dataset, config);
    if (dataset.value == null) addIssue(this, dataset, message);
    return dataset;
  }, { wrapped, message }) as unknown as v.NonNullishSchema<S, Message>;
};

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

/** Any check; the message may be worked out from the value (valibot's `check`: only a value of the right type is checked). */
export const test = <T>(check: (value: T) => boolean, message: Message | ((value: T) => Message)) => {
  const piece = { kind: 'validation', type: 'check' };
  const say: MessageFor = typeof message === 'string' ? message : (issue) => message(issue.input as T);
  return {
    ...piece,
    async: false,
    requirement: check,
    '~run': (dataset: Dataset) => (dataset.typed && !check(dataset.value as T) ? addIssue(piece, dataset, say) : dataset),
  } as unknown as v.CheckAction<T, Message | ((issue: v.CheckIssue<T>) => Message)>;
};

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
export const address = (typeError?: Message) => pipe(string(typeError), transform((value: string) => safeUrl(value)));
