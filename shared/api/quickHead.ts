/**
 * A long list answer's first rows and its other fields, read from its text without parsing all
 * of it: `JSON.parse` of a 5,000-order answer (7 MB) is most of the wait for the list's first
 * rows, and they need only the first few kilobytes and the last few.
 *
 * Spec 5 "Lists" lays a list answer out as `{"results": [...], "total_items": …, …}`: the rows
 * first, the list's own fields after them. The first `count` rows are cut from the start of the
 * text (each parsed alone); the fields after the rows from its end (the text after the rows' `]`,
 * parsed as an object). This is a guess to show rows sooner, never the answer itself: the caller
 * still parses the whole text and replaces the head when the two differ (a field after the rows
 * that holds a `]` can mislead the cut from the end; the whole parse sets it right).
 *
 * Null when the text is not laid out so, or holds no more than `count` rows (read as usual).
 */
export function quickHead(text: string, count: number): { results: unknown[] } & Record<string, unknown> | null {
  const start = /^\s*\{\s*"results"\s*:\s*\[/.exec(text.slice(0, 64));
  if (!start || count < 1) return null;
  const results: unknown[] = [];
  let at = start[0].length;
  try {
    for (let n = 0; n < count; n++) {
      at = skipSpace(text, at);
      const end = valueEnd(text, at);
      if (end < 0) return null;
      results.push(JSON.parse(text.slice(at, end)));
      at = skipSpace(text, end);
      // More rows after these, or it is no long list.
      if (text[at] !== ',') return null;
      at++;
    }
  } catch {
    return null;
  }
  const fields = fieldsAfterRows(text, at);
  return fields && { ...fields, results };
}

/** How far from the end the list's own fields are looked for (they are a few hundred bytes). */
const TAIL_CHARS = 16 * 1024;

/** The object of the fields after the rows' closing `]`, tried from the last `]` of the text back. */
function fieldsAfterRows(text: string, notBefore: number): Record<string, unknown> | null {
  const stop = Math.max(notBefore, text.length - TAIL_CHARS);
  for (let close = text.lastIndexOf(']'); close >= stop; close = text.lastIndexOf(']', close - 1)) {
    const after = text.slice(close + 1).trim();
    if (after === '}') return {};
    if (!after.startsWith(',')) continue;
    try {
      const fields: unknown = JSON.parse(`{${after.slice(1)}`);
      if (fields && typeof fields === 'object' && !Array.isArray(fields) && !('results' in fields)) return fields as Record<string, unknown>;
    } catch {
      // Not the rows' end: a `]` inside the last row.
    }
  }
  return null;
}

function skipSpace(text: string, at: number): number {
  while (at < text.length && (text[at] === ' ' || text[at] === '\n' || text[at] === '\r' || text[at] === '\t')) at++;
  return at;
}

/** The index after the object or array that starts at `at` (-1 when it does not end, or is neither). */
function valueEnd(text: string, at: number): number {
  if (text[at] !== '{' && text[at] !== '[') return -1;
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      i = stringEnd(text, i);
      if (i < 0) return -1;
    } else if (c === 123 /* { */ || c === 91 /* [ */) depth++;
    else if ((c === 125 /* } */ || c === 93) /* ] */ && --depth === 0) return i + 1;
  }
  return -1;
}

/** The index of the quote that closes the string opening at `at` (-1 when none). */
function stringEnd(text: string, at: number): number {
  let i = at;
  for (;;) {
    i = text.indexOf('"', i + 1);
    if (i < 0) return -1;
    // Escaped when an odd number of backslashes stands before it.
    let slashes = 0;
    while (text.charCodeAt(i - 1 - slashes) === 92) slashes++;
    if (slashes % 2 === 0) return i;
  }
}
