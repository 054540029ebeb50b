import * as v from 'valibot';
import { readStrictly, type Shape } from './shape';

/**
 * Strict reading of an answer, for the mock store and the contract tests (never shipped: the
 * widgets read answers with `parseAnswer`, which leaves unknown keys out). An answer is strict when
 * the schema parses it AND it carries no key the schema does not name, at any depth. So the mock
 * store can neither invent a field nor leave out a documented one without a test failing.
 */
export function strictProblems(schema: Shape, value: unknown): string[] {
  return readStrictly(() => problems(schema, value));
}

/** Optional fields read strictly (`readStrictly`): the mock store may not send one that does not read. */
function problems(schema: Shape, value: unknown): string[] {
  const result = v.safeParse(schema, value);
  if (!result.success) {
    return result.issues.map((issue) => `${v.getDotPath(issue) ?? '(answer)'}: ${issue.message} (got ${preview(issue.input)})`);
  }
  return extraKeys(schema, value, '');
}

const preview = (value: unknown) => {
  const json = JSON.stringify(value);
  return json === undefined ? String(value) : json.length > 60 ? `${json.slice(0, 57)}...` : json;
};

type Node = { type: string; entries?: Record<string, Node>; item?: Node; wrapped?: Node; options?: Node[]; pipe?: Node[]; value?: Node; getter?: (input: unknown) => Node; items?: Node[]; rest?: Node };

/** Keys in `value` that `schema` does not name (paths like `products[2].labor.amount`). */
function extraKeys(schema: Shape, value: unknown, path: string): string[] {
  const node = schema as unknown as Node;
  switch (node.type) {
    case 'optional':
    case 'nullable':
    case 'nullish':
    case 'exact_optional':
    case 'non_nullable':
    case 'non_nullish':
    case 'non_optional':
      return value === undefined || value === null ? [] : extraKeys(node.wrapped as unknown as Shape, value, path);
    case 'lazy':
      return extraKeys(node.getter!(value) as unknown as Shape, value, path);
    case 'union':
    case 'variant': {
      // The option that reads the value decides which keys are known.
      const fitting = (node.options ?? []).filter((option) => v.is(option as unknown as Shape, value));
      if (!fitting.length) return [];
      const per = fitting.map((option) => extraKeys(option as unknown as Shape, value, path));
      return per.find((list) => list.length === 0) ?? per[0];
    }
    case 'array':
      return Array.isArray(value) ? value.flatMap((item, i) => extraKeys(node.item as unknown as Shape, item, `${path}[${i}]`)) : [];
    case 'tuple':
    case 'strict_tuple':
    case 'loose_tuple':
      return Array.isArray(value) ? (node.items ?? []).flatMap((item, i) => extraKeys(item as unknown as Shape, value[i], `${path}[${i}]`)) : [];
    case 'record':
      return value && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => extraKeys(node.value as unknown as Shape, inner, `${path}.${key}`)) : [];
    case 'object':
    case 'strict_object':
    case 'object_with_rest': {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
      const entries = node.entries ?? {};
      return Object.entries(value).flatMap(([key, inner]) => {
        const at = path ? `${path}.${key}` : key;
        const entry = entries[key];
        if (entry) return extraKeys(entry as unknown as Shape, inner, at);
        if (node.type === 'object_with_rest' && node.rest) return extraKeys(node.rest as unknown as Shape, inner, at);
        return [`${at}: not in the shapes docs`];
      });
    }
    default:
      // A pipe's schema is its own first step; loose objects, unknown and scalars know every key.
      if (node.pipe && node.pipe[0] !== node) return extraKeys(node.pipe[0] as unknown as Shape, value, path);
      return [];
  }
}

/** Throws with every problem when `value` is not strictly `schema` (for tests). */
export function assertStrict(schema: Shape, value: unknown, what = 'answer'): void {
  const problems = strictProblems(schema, value);
  if (problems.length) throw new Error(`${what} does not match the store's shapes:\n  ${problems.join('\n  ')}`);
}
