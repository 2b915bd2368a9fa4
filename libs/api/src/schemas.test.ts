import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarDay, pastDate } from './schemas';

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('labelled dates', () => {
  afterEach(() => vi.useRealTimers());

  it("accept today's date of Guangzhou before 08:00 there, when UTC is still on the day before", () => {
    vi.useFakeTimers({ now: new Date('2025-02-28T17:30:00Z') }); // 2025-03-01 01:30 in Guangzhou
    expect(pastDate('入职日期').safeParse('2025-03-01').success).toBe(true);
    expect(message(pastDate('入职日期').safeParse('2025-03-02'))).toBe('入职日期不是有效日期或晚于今天');
  });

  it('name the field in every message', () => {
    expect(message(pastDate('服务日期').safeParse(' '))).toBe('请填写服务日期');
    expect(message(pastDate('服务日期').safeParse('2025/3/1'))).toBe('服务日期格式应为 YYYY-MM-DD');
    expect(message(calendarDay('计划出站日期').safeParse('2025-02-30'))).toBe('计划出站日期不是有效日期');
    expect(calendarDay('计划出站日期').safeParse('2099-02-28').success).toBe(true);
  });
});
