import { describe, expect, it } from 'vitest';
import { pageOf } from './paging';

/** A rows query standing in for drizzle's: records the limit and offset it was given and answers `rows` when awaited. */
function rowsQuery<R>(rows: R[] | Promise<R[]>) {
  const asked: { limit?: number; offset?: number } = {};
  const query = { limit: (limit: number) => ((asked.limit = limit), { offset: (offset: number) => ((asked.offset = offset), Promise.resolve(rows)) }) };
  return { query, asked };
}

describe('pageOf', () => {
  it('asks the rows of the page (1-based) and answers them with the count', async () => {
    const { query, asked } = rowsQuery([{ id: 41 }, { id: 42 }]);
    expect(await pageOf(query, Promise.resolve([{ n: 42 }]), { page: 3, limit: 20 })).toEqual({ list: [{ id: 41 }, { id: 42 }], total: 42 });
    expect(asked).toEqual({ limit: 20, offset: 40 });
    const first = rowsQuery([]);
    await pageOf(first.query, Promise.resolve([{ n: 0 }]), { page: 1, limit: 10 });
    expect(first.asked).toEqual({ limit: 10, offset: 0 });
  });

  it('answers total 0 when the count answers no row', async () => {
    expect(await pageOf(rowsQuery([]).query, Promise.resolve([]), { page: 1, limit: 10 })).toEqual({ list: [], total: 0 });
  });

  it('runs the count while the rows are still coming', async () => {
    let answerRows: (rows: number[]) => void = () => {};
    const { query } = rowsQuery(new Promise<number[]>((resolve) => (answerRows = resolve)));
    let counted = false;
    const count = { then: <T>(resolve: (v: { n: number }[]) => T) => ((counted = true), Promise.resolve(resolve([{ n: 1 }]))) };
    const page = pageOf(query, count, { page: 1, limit: 10 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(counted).toBe(true);
    answerRows([7]);
    expect(await page).toEqual({ list: [7], total: 1 });
  });

  it('rejects with the error of a failing query', async () => {
    await expect(pageOf(rowsQuery([1]).query, Promise.reject(new Error('count failed')), { page: 1, limit: 10 })).rejects.toThrow('count failed');
  });
});
