/**
 * A rows query of a paged list not yet limited: any drizzle select builder (joined, grouped, `with`)
 * after its `where` and `orderBy`, whose `.limit(n).offset(m)` answers the rows.
 */
type Unpaged<R> = { limit(limit: number): { offset(offset: number): PromiseLike<R[]> } };

/**
 * One page of a list, `{ list, total }`: `rows` limited to `f.limit` rows from row `(f.page - 1) * f.limit`
 * (`page` 1-based; page 1 sends no OFFSET), run at the same time as `total`, a count query answering one
 * row `{ n }` (a count of the same rows, e.g. `db.select({ n: count() }).from(t).where(where)`).
 * `list` is the rows as the query answered them, `total` is `n` (0 when the count answered no row).
 * @throws what either query throws (rejects as soon as one of them fails)
 */
export async function pageOf<R>(rows: Unpaged<R>, total: PromiseLike<{ n: number }[]>, f: { page: number; limit: number }): Promise<{ list: R[]; total: number }> {
  const [list, [counted]] = await Promise.all([rows.limit(f.limit).offset((f.page - 1) * f.limit), total]);
  return { list, total: counted?.n ?? 0 };
}
