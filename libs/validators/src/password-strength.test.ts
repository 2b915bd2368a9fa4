import { describe, expect, it } from 'vitest';
import { checkPasswordStrength } from './password-strength';

describe('password strength (zxcvbn-ts with common, English and Chinese pinyin lists)', () => {
  it('refuses common passwords that pass the character rule', () => {
    for (const p of ['P@ssw0rd', 'Admin@123', 'Woaini@1314', 'Zhangwei@88', 'qwer1234!', '5201314@Aa']) {
      const r = checkPasswordStrength(p);
      expect(r.ok, p).toBe(false);
      expect(r.message, p).toMatch(/过于简单或常见/);
    }
  });
  it('refuses a password containing the account name, phone or name', () => {
    expect(checkPasswordStrength('staff_jyzx2025', { account: 'staff_jyzx' })).toEqual({ ok: false, message: '密码不能包含账号' });
    expect(checkPasswordStrength('Staff_JYZX#x9', { account: 'staff_jyzx' }).message).toBe('密码不能包含账号');
    expect(checkPasswordStrength('Lan#13800138001', { phone: '13800138001' })).toEqual({ ok: false, message: '密码不能包含手机号' });
    expect(checkPasswordStrength('张伟Lan7#river', { name: '张伟' })).toEqual({ ok: false, message: '密码不能包含姓名' });
  });
  it('accepts a strong password, also next to its account', () => {
    expect(checkPasswordStrength('Lan7#river-Tide', { account: 'staff_jyzx', phone: '13800138001', name: '张伟' })).toEqual({ ok: true, message: '' });
    expect(checkPasswordStrength('Harbor#Lamp72').ok).toBe(true);
  });
  it('without the score (a password the server drew at random) keeps the character and context rules only', () => {
    expect(checkPasswordStrength('P@ssw0rd', {}, { score: false })).toEqual({ ok: true, message: '' });
    expect(checkPasswordStrength('abcdefgh', {}, { score: false }).ok).toBe(false);
    expect(checkPasswordStrength('staff_jyzx#2', { account: 'staff_jyzx' }, { score: false }).message).toBe('密码不能包含账号');
  });
  it('still applies the character rule first', () => {
    expect(checkPasswordStrength('abcdefgh').message).toBe('密码须同时包含字母、数字和符号（缺少数字、符号）');
  });
  it('scores only the first 32 characters (so a long paste is checked in bounded time; the time itself is in npm run bench)', () => {
    const weakStart = 'Password1!'.repeat(4).slice(0, 32);
    expect(checkPasswordStrength(weakStart).ok).toBe(false);
    // a strong tail after 32 guessable characters is not scored, so it does not rescue them
    expect(checkPasswordStrength(weakStart + 'Lan7#river-Tide!x9').ok).toBe(false);
    expect(checkPasswordStrength('Lan7#river-Tide!'.repeat(4)).ok).toBe(true);
  });
});
