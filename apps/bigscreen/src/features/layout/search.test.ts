import { describe, expect, it } from 'vitest';
import { parseSearch, searchId, searchText, stringifySearch } from './search';

describe('search parameters', () => {
  it('keeps query strings plain, as the portal forwards them', () => {
    expect(parseSearch('?streetCode=440120001&id=3')).toEqual({ streetCode: '440120001', id: '3' });
    expect(stringifySearch({ streetCode: '440120001', id: 3, name: '', mode: undefined })).toBe('?streetCode=440120001&id=3');
    expect(stringifySearch({})).toBe('');
  });

  it('reads text and ids defensively', () => {
    expect(searchText({ a: 'x' }, 'a')).toBe('x');
    expect(searchText({ a: 5 }, 'a')).toBe('5');
    expect(searchText({ a: { b: 1 } }, 'a')).toBe('');
    expect(searchId({ id: '12' }, 'id')).toBe(12);
    expect(searchId({ id: '-1' }, 'id')).toBe(0);
    expect(searchId({ id: '1.5' }, 'id')).toBe(0);
  });
});
