import type { Shape } from '../../shared/api/shape';

/**
 * The required-field tables of docs/endpoints.md, written from the answer schemas themselves
 * (`shared/api/shapes/*.ts`), so the document cannot say other than what the widgets read:
 * every field that is not `optional(…)` is required, with the reason given by `need(schema, why)`.
 */
type Node = {
  type: string;
  entries?: Record<string, Node>;
  item?: Node;
  wrapped?: Node;
  options?: Node[];
  pipe?: Node[];
  value?: Node;
  description?: string;
  kind?: string;
};

export interface RequiredField {
  path: string;
  why: string;
}

/** The reason a `need(…)` pipe carries, if any. */
const reasonOf = (node: Node): string => node.pipe?.find((step) => step.type === 'description')?.description ?? '';

/** The node without its pipe, nullable or nullish wrapper: the value's own schema. */
function inner(node: Node): Node {
  if ((node.type === 'nullable' || node.type === 'nullish') && node.wrapped) return inner(node.wrapped);
  return node;
}

/** Required fields of `schema`, depth first, with list items as `[]` (`products[].key`). */
export function requiredFields(schema: Shape, prefix = ''): RequiredField[] {
  const node = inner(schema as unknown as Node);
  switch (node.type) {
    case 'object':
    case 'loose_object':
    case 'strict_object':
    case 'object_with_rest':
      return Object.entries(node.entries ?? {}).flatMap(([key, entry]) => {
        const path = prefix ? `${prefix}.${key}` : key;
        if (entry.type === 'optional') return [];
        return [{ path, why: reasonOf(entry) }, ...requiredFields(entry as unknown as Shape, path)];
      });
    case 'array':
      return node.item ? requiredFields(node.item as unknown as Shape, `${prefix}[]`) : [];
    case 'optional':
      // An optional item of a list (`listOf`): an item that does not read is left out.
      return node.wrapped ? requiredFields(node.wrapped as unknown as Shape, prefix) : [];
    case 'union': {
      // The first option that is an object describes the fields (the rest are PHP's other forms).
      const object = (node.options ?? []).find((option) => requiredFields(option as unknown as Shape, prefix).length > 0);
      return object ? requiredFields(object as unknown as Shape, prefix) : [];
    }
    default:
      return [];
  }
}

/** The markdown of every schema's table: `### Name` and `| field | why |` rows. */
export function requiredFieldTables(modules: Record<string, Record<string, unknown>>): string {
  const out: string[] = [];
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!name.endsWith('Shape') || !value || typeof value !== 'object' || !('~run' in value)) continue;
      const fields = requiredFields(value as Shape);
      out.push(`#### \`${name}\` (${file})`, '');
      if (!fields.length) {
        out.push('Nothing required: every field has a fallback.', '');
        continue;
      }
      out.push('| required field | why the screen needs it |', '|---|---|');
      for (const field of fields) out.push(`| \`${field.path}\` | ${field.why || '(no reason given)'} |`);
      out.push('');
    }
  }
  return out.join('\n');
}
