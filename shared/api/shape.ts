import * as v from 'valibot';
import { safeUrl } from './url';

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

const FLAG_TRUE = new Set<unknown>([true, 1, '1', 'true', 'yes', 'on']);
const FLAG_FALSE = new Set<unknown>([false, 0, '0', 'false', 'no', 'off', '', null]);

/** A PHP flag: `1`, `"1"`, `true` (and `"true"`) are true; `0`, `"0"`, `false`, `""`, `null` false. */
export const flag = v.pipe(
  v.union([v.boolean(), v.number(), v.string(), v.null()]),
  v.check((value) => FLAG_TRUE.has(typeof value === 'string' ? value.toLowerCase() : value) || FLAG_FALSE.has(typeof value === 'string' ? value.toLowerCase() : value), 'not a flag'),
  v.transform((value) => FLAG_TRUE.has(typeof value === 'string' ? value.toLowerCase() : value)),
);

const NUMERIC = /^\s*-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i;

/** An amount or count: a number or a numeric string (`"84.98"`), read as a number. */
export const amount = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(NUMERIC, 'not a number'))]),
  v.transform((value) => (typeof value === 'number' ? value : Number(value))),
  v.finite('not a finite number'),
);

/** A whole number (page, total, quantity): a number or a numeric string. */
export const int = v.pipe(amount, v.integer('not a whole number'));

/** An id: the store sends `54` or `"54"`; the widgets always hold a string. */
export const id = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.integer())]),
  v.transform((value) => String(value)),
);

/** Text the store wrote (names, `*_text` money): a string; a PHP number or `null` is read as text. */
export const text = v.pipe(
  v.union([v.string(), v.number(), v.null()]),
  v.transform((value) => (value === null ? '' : String(value))),
);

/** An address from the store for `src`/`href`: http, https or relative; anything else becomes `''`. */
export const url = v.pipe(
  v.union([v.string(), v.null()]),
  v.transform((value) => safeUrl(value)),
);

/**
 * A field the shapes docs do not define, read when a store sends it: `fallback` when it is left
 * out. Every use is listed in `docs/endpoints.md` as an extension with its fallback.
 */
export function extension<S extends Shape, D extends v.Default<S, undefined>>(schema: S, fallback: D) {
  return v.optional(schema, fallback);
}

/** The store's message fields (`success: "text"`), which some calls answer as `true`. */
export const message = v.pipe(
  v.union([v.string(), v.boolean(), v.number()]),
  v.transform((value) => (typeof value === 'string' ? value : '')),
);

/** The paged list shape of spec 5 §Lists, around one row schema. */
export function pagedList<R extends Shape>(row: R) {
  return v.object({
    results: v.array(row),
    total_items: int,
    total_pages: int,
    page: int,
    limit: int,
    position: text,
  });
}

/** A store answer that only says it worked: `{"success": "text"}` (text or `true`). */
export const successAnswer = v.object({ success: message });
