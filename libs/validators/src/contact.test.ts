import { describe, expect, it } from 'vitest';
import { isStrongPassword, isValidMobile, maskMobile, passwordProblem } from './contact';

describe('mainland mobile numbers (MIIT numbering plan: 11 digits, 13-19)', () => {
  it('accepts published numbers of each network code', () => {
    // 13800138000: China Mobile's long-standing example number; 12345 style hotlines are not mobiles
    for (const n of ['13800138000', '15012345678', '16612345678', '17712345678', '18912345678', '19912345678', ' 14712345678 ']) expect(isValidMobile(n), n).toBe(true);
  });
  it('refuses other lengths, other prefixes and decorated numbers', () => {
    for (const n of ['1380013800', '138001380000', '12345678901', '10086', '02034680001', '+8613800138000', '138-0013-8000', '1380013800a', '']) expect(isValidMobile(n), n).toBe(false);
  });
  it('masks the middle four digits for display', () => {
    expect(maskMobile('13800138000')).toBe('138****8000');
    expect(maskMobile('')).toBe('');
  });
});

describe('password policy (8+ characters with a letter, a digit and a symbol)', () => {
  it('accepts the demo password and other mixed passwords', () => {
    for (const p of ['Demo@2025', 'abc123!@', 'P@ssw0rd', '中文a1!xxxx']) expect(isStrongPassword(p), p).toBe(true);
  });
  it('names the first problem in Chinese', () => {
    expect(passwordProblem('Ab1!')).toBe('密码不能少于8位');
    expect(passwordProblem(`Ab1!${'x'.repeat(61)}`)).toBe('密码不能超过64位');
    expect(passwordProblem('Demo 2025!')).toBe('密码不能包含空格');
    expect(passwordProblem('12345678')).toBe('密码须同时包含字母、数字和符号（缺少字母、符号）');
    expect(passwordProblem('password')).toBe('密码须同时包含字母、数字和符号（缺少数字、符号）');
    expect(passwordProblem('Demo2025')).toBe('密码须同时包含字母、数字和符号（缺少符号）');
    expect(passwordProblem('Demo@2025')).toBeNull();
  });
});
