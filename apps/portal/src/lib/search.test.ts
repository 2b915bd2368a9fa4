import { describe, expect, it } from 'vitest';
import { searchCodec } from './search';

describe('searchCodec: the address bar as the router reads it', () => {
  it('keeps an 18-digit credit code or identity number typed into an address as the same text', () => {
    expect(searchCodec.parseSearch('?keyword=914401200000013967')).toEqual({ keyword: '914401200000013967' });
    expect(searchCodec.parseSearch('?keyword=440106199001011234&page=2')).toEqual({ keyword: '440106199001011234', page: 2 });
  });
  it('reads short numbers as numbers and writes text back so that it reads the same', () => {
    expect(searchCodec.parseSearch('?page=3&limit=50&year=2024')).toEqual({ page: 3, limit: 50, year: 2024 });
    for (const keyword of ['914401200000013967', '2024', '南湾科技', 'XF20261027001']) expect(searchCodec.parseSearch(searchCodec.stringifySearch({ keyword }))).toEqual({ keyword });
  });
});
