import { describe, expect, it } from 'vitest';
import { escapeHtml, formatClock, formatCount, formatShare } from './format';

describe('formatClock', () => {
  it('shows the date, weekday and time in Asia/Shanghai whatever the machine zone', () => {
    // 2025-02-27 23:30:05 UTC is Friday 2025-02-28 07:30:05 in Beijing
    expect(formatClock(new Date(Date.UTC(2025, 1, 27, 23, 30, 5)))).toEqual({ date: '2025年02月28日 星期五', time: '07:30:05' });
  });

  it('uses 00 for midnight', () => {
    expect(formatClock(new Date(Date.UTC(2025, 0, 5, 16, 0, 0))).time).toBe('00:00:00');
  });
});

describe('figures', () => {
  it('groups thousands', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('gives shares with one decimal, and - when the whole is 0', () => {
    expect(formatShare(1, 3)).toBe('33.3%');
    expect(formatShare(0, 0)).toBe('-');
  });

  it('escapes HTML in names shown in tooltips', () => {
    expect(escapeHtml('<b>"A&B"</b>')).toBe('&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;');
  });
});
