import { describe, expect, it } from 'vitest';
import { searchAll, searchConfigured, searchIndexes } from './search';
import { setConfig } from '../../tests/utils/widget';
import { MOCK_SEARCH } from '../../mocks/db/search';
import { ApiError } from './errors';

describe('hosted search (Algolia lite client)', () => {
  it('queries every configured index in one request, products first, with click analytics', async () => {
    setConfig({ search: { ...MOCK_SEARCH, indexes: { brands: 'pf_brands', products: 'pf_products' } } });
    expect(searchConfigured()).toBe(true);
    expect(searchIndexes()).toEqual([
      ['products', 'pf_products'],
      ['brands', 'pf_brands'],
    ]);
    const sections = await searchAll({ query: 'bosch', hitsPerPage: 4 });
    expect(sections.map((s) => [s.key, s.indexName])).toEqual([
      ['products', 'pf_products'],
      ['brands', 'pf_brands'],
    ]);
    const [parts, brands] = sections;
    expect(parts.hits).toHaveLength(4);
    expect(parts.nbHits).toBeGreaterThan(4);
    expect(parts.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(parts.hits.every((h) => h.__queryID === parts.queryID && /Bosch/.test(h.name) && typeof h.slug === 'string')).toBe(true);
    expect(brands.hits.map((h) => h.name)).toEqual(['Bosch']);
  });

  it('is off without an app id, a key or a products index', async () => {
    setConfig({ search: { appId: 'X', apiKey: '', indexes: { products: 'p' } } });
    expect(searchConfigured()).toBe(false);
    await expect(searchAll({ query: 'a', hitsPerPage: 4 })).rejects.toBeInstanceOf(ApiError);
  });

  it('rejects as aborted when the caller cancels', async () => {
    setConfig({ search: MOCK_SEARCH });
    const controller = new AbortController();
    const pending = searchAll({ query: 'brake', hitsPerPage: 4, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('turns a service error into an ApiError', async () => {
    setConfig({ search: { ...MOCK_SEARCH, indexes: { products: 'no_such_index' } } });
    await expect(searchAll({ query: 'brake', hitsPerPage: 4 })).rejects.toMatchObject({ kind: 'http', status: 404 });
  });
});
