import * as v from 'valibot';
import { extension, id, int, listOf, need, optional, text, url } from '../shape';

/**
 * The hosted search service's answer (spec 4 "Hosted search", spec 1 §3 "Search hit"): Algolia's
 * multi-index `{"results": [{hits, nbHits, queryID}]}`. A hit is `{objectID, slug, name, image,
 * __queryID, …}` "plus the store's own nested data", so hits and results are loose objects: the
 * named fields are read (the image through `url`), the rest passes untouched.
 */
export const SearchHitShape = v.looseObject({
  objectID: need(id, 'the hit opened'),
  slug: optional(text, ''),
  name: optional(text, ''),
  image: optional(url, ''),
  /** B7: an index's own link; the fallback is `slug`. */
  url: extension(url, ''),
  __queryID: optional(v.string()),
});

export const SearchAnswerShape = v.object({
  results: need(
    v.array(
      v.looseObject({
        hits: optional(listOf(SearchHitShape), []),
        nbHits: optional(int),
        queryID: optional(v.string()),
      }),
    ),
    'one answer per index asked',
  ),
});
