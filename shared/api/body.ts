import { ApiError } from './errors';

/**
 * An answer's bytes as text, decoded as the browser decodes an XMLHttpRequest's text: a byte
 * order mark wins, then the `charset` of the Content-Type, then UTF-8. Free of axios and the
 * page, so that the list reader's worker decodes exactly as the page does.
 */
export function decodeBody(data: ArrayBuffer | undefined | null, contentType: string): string {
  const bytes = new Uint8Array(data ?? new ArrayBuffer(0));
  const [a, b, c] = bytes;
  const bom = a === 0xef && b === 0xbb && c === 0xbf ? 'utf-8' : a === 0xfe && b === 0xff ? 'utf-16be' : a === 0xff && b === 0xfe ? 'utf-16le' : null;
  const charset = /;\s*charset=("?)([^";\s]+)\1/i.exec(contentType)?.[2];
  try {
    return new TextDecoder(bom ?? charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder().decode(bytes);
  }
}

/** JSON text to a value; an empty or unreadable answer is `malformed`. */
export function parseJson(text: unknown): unknown {
  if (typeof text !== 'string' || text.trim() === '') throw new ApiError('malformed', 'The store sent an empty answer.');
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('malformed', 'The store sent an answer that could not be read.');
  }
}
