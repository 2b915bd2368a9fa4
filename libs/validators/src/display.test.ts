import { describe, expect, it } from 'vitest';
import { displayOrDash, displayYear, isPreviewable } from './display';

describe('display helpers', () => {
  it('offers preview only for pdf, png, jpeg and jpg', () => {
    expect(isPreviewable('通知.PDF')).toBe(true);
    expect(isPreviewable('/files/a.jpeg?x=1')).toBe(true);
    expect(isPreviewable('表格.xlsx')).toBe(false);
    expect(isPreviewable('pdf')).toBe(false);
  });
  it("shows '-' for blank, null, dash and non-numeric values", () => {
    for (const v of ['', '  ', null, undefined, '-', 'abc']) expect(displayOrDash(v)).toBe('-');
    expect(displayOrDash(12345)).toBe('12,345');
    expect(displayOrDash('0')).toBe('0');
  });
  it('uses the current year when onOff is 1, else the previous year', () => {
    const d = new Date(2025, 5, 1);
    expect(displayYear(1, d)).toBe(2025);
    expect(displayYear('1', d)).toBe(2025);
    expect(displayYear('0', d)).toBe(2024);
    expect(displayYear(undefined, d)).toBe(2024);
  });
});
