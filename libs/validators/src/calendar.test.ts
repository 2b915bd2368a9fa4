import { describe, expect, it } from 'vitest';
import { shanghaiDay } from './calendar';

describe('shanghaiDay', () => {
  it('is already the next day in Guangzhou before 08:00 of the next day', () => {
    // 2025-03-01 01:30 in Guangzhou is 2025-02-28 17:30 UTC
    expect(shanghaiDay(new Date('2025-02-28T17:30:00Z'))).toBe('2025-03-01');
    expect(shanghaiDay(new Date('2025-02-28T15:59:59Z'))).toBe('2025-02-28');
    expect(shanghaiDay(new Date('2025-02-28T16:00:00Z'))).toBe('2025-03-01');
  });
});
