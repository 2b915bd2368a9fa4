/**
 * The period-of-months helper of SPEC.md section 5: how many calendar months a period covers,
 * for questions such as "still in post?" whose answer decides where the period ends.
 */

/** A calendar month. `month` is 1-12. */
export interface YearMonth {
  year: number;
  month: number;
}

/**
 * The end month used when the answer is '否' (SPEC.md section 5: "For the answer '否' it uses
 * 2022-05 as the end"): a period that did not continue is counted up to May 2022.
 */
export const PERIOD_END_WHEN_NO: YearMonth = { year: 2022, month: 5 };

/** Parses 'YYYY-MM' or 'YYYY-MM-DD' (the day is ignored); null when it is not a real month. */
export function parseYearMonth(value: string): YearMonth | null {
  const m = /^(\d{4})-(\d{1,2})(?:-\d{1,2})?$/.exec(value.trim());
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  return month >= 1 && month <= 12 ? { year, month } : null;
}

/**
 * Where a period ends, from the answer that closes it:
 * - '否': {@link PERIOD_END_WHEN_NO} (2022-05), the rule of SPEC.md section 5;
 * - '是', '至今' or blank: the period is still running and ends in the month of `today`;
 * - a month 'YYYY-MM' (or a date 'YYYY-MM-DD'): that month.
 * @returns null for anything else
 */
export function periodEnd(answer: string | null | undefined, today: Date = new Date()): YearMonth | null {
  const a = (answer ?? '').trim();
  if (a === '否') return PERIOD_END_WHEN_NO;
  if (a === '' || a === '是' || a === '至今') return { year: today.getFullYear(), month: today.getMonth() + 1 };
  return parseYearMonth(a);
}

/**
 * Number of calendar months from `start` to the end given by `answer` ({@link periodEnd}), both
 * months included: 2021-01 to 2021-12 is 12, a period starting and ending in the same month is 1.
 * @param start 'YYYY-MM' or 'YYYY-MM-DD'
 * @param answer '否' (ends 2022-05), '是' / '至今' / blank (ends this month), or an end month
 * @param today the reference date for a running period (default now)
 * @returns the count, or null when a month is unreadable or the end lies before the start
 */
export function monthsInPeriod(start: string, answer: string | null | undefined, today: Date = new Date()): number | null {
  const from = parseYearMonth(start);
  const to = periodEnd(answer, today);
  if (!from || !to) return null;
  const months = (to.year - from.year) * 12 + (to.month - from.month) + 1;
  return months >= 1 ? months : null;
}
