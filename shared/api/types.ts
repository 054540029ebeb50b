/**
 * Answer types are inferred from their schemas in `./shapes/` (one file per domain, written from
 * the spec's shapes docs): import them from there. This file keeps only what has no schema.
 */

/** An id as the store may send it (`54` or `"54"`), before a schema reads it as a string. */
export type Id = string | number;
