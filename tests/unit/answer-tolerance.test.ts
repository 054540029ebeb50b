import { getResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { handlers } from '../../mocks/handlers';
import { CHECKS, type Check } from '../../tools/check-store/checks';
import { callUrl } from '../../tools/check-store/main';
import samples from '../../tools/check-store/samples.json';
import { endpoint } from '../../shared/api/endpoints/core';
import { inspect } from '../../shared/api/parse';
import { requiredFields } from '../utils/shapeDocs';
import '../../shared/api/endpoints/all';

/**
 * The reading policy on every answer a screen reads (the read-only calls of check-store): the
 * mock store's own answer, drifted as a PHP store may drift it, still reads; the same answer
 * without a field the screen needs does not.
 */
type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> => !!value && typeof value === 'object' && !Array.isArray(value);

/** Every object of the answer with its path in the schema's terms (`results[].products[]`). */
function walk(value: Json, visit: (object: Record<string, Json>, path: string) => void, path = ''): void {
  if (Array.isArray(value)) value.forEach((item) => walk(item, visit, `${path}[]`));
  else if (isObject(value)) {
    const entries = Object.entries(value);
    visit(value, path);
    for (const [key, inner] of entries) if (key in value) walk(value[key] === inner ? inner : value[key], visit, path ? `${path}.${key}` : key);
  }
}

/** A copy of `answer` with `change` applied to each key that is not required (at its path). */
function drifted(check: Check, answer: Json, change: (object: Record<string, Json>, key: string) => void): Json {
  const copy = structuredClone(answer);
  const required = new Set(requiredFields(check.shape).map((field) => field.path));
  walk(copy, (object, path) => {
    for (const key of Object.keys(object)) if (!required.has(path ? `${path}.${key}` : key)) change(object, key);
  });
  return copy;
}

const answers = new Map<string, Json>();
beforeAll(async () => {
  for (const check of CHECKS) {
    const query = check.query(samples);
    const response = await getResponse(handlers, new Request(callUrl('http://store.test', endpoint(check.endpoint), query ?? {})));
    answers.set(check.endpoint, await response!.json());
  }
});

describe.each(CHECKS.map((check) => [check.endpoint, check] as const))('%s', (_name, check) => {
  const reads = (answer: Json) => inspect(check.shape, answer);

  it('reads the mock store’s answer with nothing dropped', () => {
    expect(reads(answers.get(check.endpoint))).toMatchObject({ ok: true, dropped: [] });
  });

  it('reads it drifted: extra keys, optional fields left out, PHP’s "none" and numbers as strings', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answer = answers.get(check.endpoint);
    const extra = structuredClone(answer);
    walk(extra, (object) => Object.assign(object, { pf_not_in_the_docs: { any: 'thing' } }));
    expect(reads(extra).ok).toBe(true);
    expect(reads(drifted(check, answer, (object, key) => delete object[key])).ok).toBe(true);
    expect(reads(drifted(check, answer, (object, key) => (object[key] = null))).ok).toBe(true);
    expect(reads(drifted(check, answer, (object, key) => typeof object[key] === 'number' && (object[key] = String(object[key])))).ok).toBe(true);
  });

  it('reads it with a text where an optional object was, dropping that object and naming it', () => {
    const answer = answers.get(check.endpoint);
    let replaced = 0;
    const changed = drifted(check, answer, (object, key) => isObject(object[key]) && (object[key] = 'unknown', replaced++));
    const read = reads(changed);
    expect(read.ok).toBe(true);
    if (replaced) expect(read.dropped.length).toBeGreaterThan(0);
  });

  it('fails without a field the screen needs', () => {
    const answer = answers.get(check.endpoint);
    const top = requiredFields(check.shape).find((field) => !/[.[]/.test(field.path) && isObject(answer) && field.path in answer);
    if (!top) return; // a bare list (YmmListShape): its needed fields are each entry's
    const broken = structuredClone(answer) as Record<string, Json>;
    delete broken[top.path];
    expect(reads(broken)).toMatchObject({ ok: false, needed: { path: top.path, came: '(missing)' } });
  });
});
