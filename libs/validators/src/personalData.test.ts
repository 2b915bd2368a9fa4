import { describe, expect, it } from 'vitest';
import { maskName, maskPersonalNumber } from './personalData';

describe('maskName (GB/T 35273-2020 section 7.2)', () => {
  it('keeps the first character of a name and hides the others', () => {
    expect(maskName('王小明')).toBe('王**');
    expect(maskName('欧阳明')).toBe('欧**');
    expect(maskName('李四')).toBe('李*');
    expect(maskPersonalNumber('name', '张三丰')).toBe('张**');
  });
  it('leaves a one-character or empty text as it is', () => {
    expect(maskName('某')).toBe('某');
    expect(maskName('')).toBe('');
  });
  it('masks identity and mobile numbers through the same path', () => {
    expect(maskPersonalNumber('mobile', '13800138000')).toBe('138****8000');
    expect(maskPersonalNumber('idCard', '440106199001011234')).toBe('440106********1234');
  });
});
