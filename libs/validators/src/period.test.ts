import { describe, expect, it } from 'vitest';
import { monthsInPeriod, parseYearMonth, periodEnd, PERIOD_END_WHEN_NO } from './period';

const today = new Date(2025, 1, 15); // 2025-02-15

describe("period of months (SPEC.md section 5: '否' ends in 2022-05)", () => {
  it("ends a period answered '否' in May 2022", () => {
    expect(periodEnd('否', today)).toEqual({ year: 2022, month: 5 });
    expect(PERIOD_END_WHEN_NO).toEqual({ year: 2022, month: 5 });
    expect(monthsInPeriod('2022-01', '否', today)).toBe(5);
    expect(monthsInPeriod('2020-06-18', '否', today)).toBe(24);
  });
  it("runs a period answered '是', '至今' or left blank up to this month", () => {
    expect(monthsInPeriod('2024-03', '是', today)).toBe(12);
    expect(monthsInPeriod('2024-03', '至今', today)).toBe(12);
    expect(monthsInPeriod('2025-02', '', today)).toBe(1);
    expect(monthsInPeriod('2025-02', null, today)).toBe(1);
  });
  it('counts both months of an explicit end', () => {
    expect(monthsInPeriod('2021-01', '2021-12', today)).toBe(12);
    expect(monthsInPeriod('2021-12', '2022-01-31', today)).toBe(2);
  });
  it('gives null for unreadable months and for an end before the start', () => {
    expect(monthsInPeriod('2021-13', '否', today)).toBeNull();
    expect(monthsInPeriod('2023-01', '否', today)).toBeNull();
    expect(monthsInPeriod('2021-01', '不详', today)).toBeNull();
    expect(parseYearMonth('2021/01')).toBeNull();
  });
});
