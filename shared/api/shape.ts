import * as v from 'valibot';
import { safeUrl } from './url';
import { reading } from './readingMode';

export { readStrictly, readTolerantly } from './readingMode';

/**
 * The pieces every answer schema is written with. The store is PHP: the same field may arrive as
 * `1`, `"1"` or `true`, an amount as `84.98` or `"84.98"`, an id as `54` or `"54"`. Each piece
 * below accepts what the shapes docs allow and hands the widgets ONE type, so no widget ever
 * compares a flag with `=== 1` or renders a `0` by accident.
 *
 * A schema is written from `../shared/spec/4-*.md` / `5-*.md` (and the entity tables of specs 1–3):
 * a documented field is `v.…` as it is; a field the docs lack is an *extension*, written with
 * `extension(schema, fallback)` and listed in `docs/endpoints.md`.
 */
export type Shape = v.GenericSchema<unknown, unknown>;
export type Parsed<S extends Shape> = v.InferOutput<S>;

/*
 * The scalar pieces below are one check each, not a `v.union` of types: a union tries its options
 * in turn, and every option that does not fit builds a full issue (message, received value) before
 * the next one is tried. A list of 20 orders read its amounts, ids and flags that way thousands of
 * times, a third of its reading time. What they accept, and what they refuse, is the same.
 */
const lowered = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);

const FLAG_TRUE = new Set<unknown>([true, 1, '1', 'true', 'yes', 'on']);
const FLAG_FALSE = new Set<unknown>([false, 0, '0', 'false', 'no', 'off', '', null]);

/** A PHP flag: `1`, `"1"`, `true` (and `"true"`) are true; `0`, `"0"`, `false`, `""`, `null` false. */
export const flag = v.pipe(
  v.custom<boolean | number | string | null>((value) => FLAG_TRUE.has(lowered(value)) || FLAG_FALSE.has(lowered(value)), 'not a flag'),
  v.transform((value) => FLAG_TRUE.has(lowered(value))),
);

const NUMERIC = /^\s*-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i;

/** An amount or count: a number or a numeric string (`"84.98"`), read as a number. */
export const amount = v.pipe(
  v.custom<number | string>((value) => typeof value === 'number' || (typeof value === 'string' && NUMERIC.test(value)), 'not a number'),
  v.transform((value) => (typeof value === 'number' ? value : Number(value))),
  v.finite('not a finite number'),
);

/** A whole number (page, total, quantity): a number or a numeric string. */
export const int = v.pipe(amount, v.integer('not a whole number'));

/** An id: the store sends `54` or `"54"`; the widgets always hold a string. */
export const id = v.pipe(
  v.custom<string | number>((value) => typeof value === 'string' || Number.isInteger(value), 'not an id'),
  v.transform((value) => String(value)),
);

/** Text the store wrote (names, `*_text` money): a string; a PHP number or `null` is read as text. */
export const text = v.pipe(
  v.custom<string | number | null>((value) => typeof value === 'string' || typeof value === 'number' || value === null, 'not text'),
  v.transform((value) => (value === null ? '' : String(value))),
);

/** An address from the store for `src`/`href`: http, https or relative; anything else becomes `''`. */
export const url = v.pipe(
  v.custom<string | null>((value) => typeof value === 'string' || value === null, 'not an address'),
  v.transform((value) => safeUrl(value)),
);

/**
 * How answers are read (the reading policy, README "Reading the store's answers"):
 * - a field the spec names AND the screen needs for its job (ids, amounts, totals, a line's name)
 *   is REQUIRED: written as a plain entry (or with `need(schema, why)`); its absence or a value
 *   that does not read fails the whole answer as `malformed`, which the screen shows with Retry;
 * - every other field is OPTIONAL, written with `optional(schema, fallback)` below: left out, or
 *   sent in a form that does not read, it becomes `fallback`, and the screen goes on. The reader
 *   (`shared/api/parse.ts`) then names the endpoint, the path and what came, once, in the console
 *   and in the drift log (`shared/api/drift.ts`: the preview's panel and `npm run check-store`).
 *
 * A parse is tolerant by default. `readStrictly(fn)` runs `fn` with the optional fields read as
 * strictly as required ones, each failure tagged with where the optional field sits: the reader
 * uses it to find the paths of what it dropped, and the mock store's contract tests to hold the
 * mock to the shapes exactly. (The switch between the two, `reading`, lives in ./readingMode.ts.)
 */

/** Marks an issue with the length its path had at the optional field (its depth below it). */
export const DROPPED_AT = Symbol('pf-dropped-at');
export type TaggedIssue = v.BaseIssue<unknown> & { [DROPPED_AT]?: number };

/**
 * An optional field: `fallback` when the store leaves it out, or sends it in a form that does not
 * read (counted, so the reader can name it). Same schema type as `v.optional`, so the inferred
 * types and the strict contract checks (`strict.ts`) see an ordinary optional field.
 */
export function optional<S extends Shape>(wrapped: S): v.OptionalSchema<S, undefined>;
export function optional<S extends Shape, const D extends v.Default<S, undefined>>(wrapped: S, fallback: D): v.OptionalSchema<S, D>;
export function optional<S extends Shape, const D extends v.Default<S, undefined>>(wrapped: S, fallback?: D): v.OptionalSchema<S, D | undefined> {
  const schema = v.optional(wrapped, fallback);
  const run = schema['~run'];
  type Run = typeof run;
  (schema as { '~run': Run })['~run'] = function (this: typeof schema, dataset: Parameters<Run>[0], config: Parameters<Run>[1]) {
    const input = dataset.value;
    const read = run.call(this, dataset, config);
    if (!read.issues) return read;
    if (reading.strict) {
      // The innermost optional field is the one the tolerant read drops: tag once.
      for (const issue of read.issues as TaggedIssue[]) if (issue[DROPPED_AT] === undefined) issue[DROPPED_AT] = issue.path?.length ?? 0;
      return read;
    }
    // PHP's ways of saying "none" read as the fallback without a word; anything else is named.
    if (!isEmptyForm(input)) reading.dropped++;
    return { typed: true, value: v.getDefault(schema, undefined, config) } as ReturnType<Run>;
  } as Run;
  return schema;
}

/**
 * How a PHP store says "none" for a field it has no value for: `null`, `""`, `false`, `0`, `"0"`
 * or an empty array (PHP's empty object). An optional field that does not read and holds one of
 * these is simply its fallback: not a difference worth a warning.
 */
export function isEmptyForm(value: unknown): boolean {
  return value === null || value === '' || value === false || value === 0 || value === '0' || (Array.isArray(value) && value.length === 0);
}

/**
 * A list whose items are each optional: an item that does not read is left out of the list (and
 * named), the rest are kept. For lists of things a screen can do without one of (a product's
 * options, a form's fields of a type it does not know, a cart's applied codes).
 */
export function listOf<S extends Shape>(item: S, message?: string) {
  return v.pipe(
    v.array(optional(item), message),
    v.transform((items) => items.filter((entry): entry is v.InferOutput<S> => entry !== undefined)),
  );
}

/**
 * A required field with the reason the screen needs it, for the required-field tables of
 * `docs/endpoints.md` (written from the schemas by `npm run docs:shapes`).
 */
export function need<S extends Shape>(schema: S, why: string) {
  return v.pipe(schema, v.description(why));
}

/**
 * A field the shapes docs do not define, read when a store sends it: `fallback` when it is left
 * out (or does not read). Every use is listed in `docs/endpoints.md` as an extension with its fallback.
 */
export function extension<S extends Shape, const D extends v.Default<S, undefined>>(schema: S, fallback: D) {
  return optional(schema, fallback);
}

/** The store's message fields (`success: "text"`), which some calls answer as `true`. */
export const message = v.pipe(
  v.custom<string | boolean | number>((value) => typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number', 'not a message'),
  v.transform((value) => (typeof value === 'string' ? value : '')),
);

/**
 * The paged list shape of spec 5 §Lists, around one row schema. The rows are what the list is
 * for (a row that does not read fails the list); the paging figures have fallbacks: one page.
 */
export function pagedList<R extends Shape>(row: R) {
  return v.object({
    results: need(v.array(row), 'the rows listed'),
    total_items: optional(int, 0),
    total_pages: optional(int, 1),
    page: optional(int, 1),
    limit: optional(int, 0),
    position: optional(text, ''),
  });
}

/** A store answer that only says it worked: `{"success": "text"}` (text or `true`). */
export const successAnswer = v.object({ success: need(message, 'the store\'s word that it was done (an answer without it is not a success)') });
