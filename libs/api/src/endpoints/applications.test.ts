import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, APPLICATION_TYPES } from '../vocabulary';
import { APPLICATION_FORM_FIELDS, APPLICATION_WORKFLOW, applicationFormSchema, canTransition, transitionTarget } from './applications';

describe('the application transition table (docs/applications.md section 2)', () => {
  it('leads only to statuses of SPEC.md section 4 (plus temporary storage)', () => {
    for (const rule of Object.values(APPLICATION_WORKFLOW.actions)) {
      if (rule.to !== 'same') expect(APPLICATION_STATUSES).toContain(rule.to);
      for (const from of rule.from) expect(['new', ...APPLICATION_STATUSES]).toContain(from);
    }
  });

  it('allows approving pending applications only, and resubmitting returned or withdrawn ones', () => {
    expect(canTransition('awaiting_check', 'agree')).toBe(true);
    expect(canTransition('', 'agree')).toBe(true);
    expect(canTransition('withdraw', 'agree')).toBe(false);
    expect(canTransition('gs_publicity_true', 'revocation')).toBe(false);
    expect(transitionTarget('against', 'fill')).toBe('awaiting_check');
    expect(transitionTarget('ent_withdraw', 'saveCorrection')).toBe('ent_withdraw');
    expect(transitionTarget(null, 'save')).toBe('temporary_storage');
    expect(transitionTarget('agree', 'publicityStart')).toBe('gs_publicity');
    expect(transitionTarget('refused', 'fill')).toBeNull();
  });
});

describe('application forms', () => {
  it('gives every type unique field keys and Chinese messages for missing fields', () => {
    for (const type of APPLICATION_TYPES) {
      const keys = APPLICATION_FORM_FIELDS[type].map((f) => f.key);
      expect(new Set(keys).size).toBe(keys.length);
      const out = applicationFormSchema(type).safeParse({});
      expect(out.success).toBe(false);
      expect(out.error?.issues[0]?.message).toMatch(/^请(填写|选择|至少)|只能是/);
    }
  });

  it('checks the people of a spring allowance row by row', () => {
    const base = { year: 2026, contactName: '陈晓明', contactPhone: '13900139001', bankName: '工商银行', bankAccount: '6222020200112233445' };
    const person = { name: '李四', idCard: '11010519491231002X', phone: '13800138000', postName: '普工', stayFrom: '2026-02-14', stayTo: '2026-02-24' };
    expect(applicationFormSchema('springAllowance').safeParse({ ...base, people: [person] }).success).toBe(true);
    const bad = applicationFormSchema('springAllowance').safeParse({ ...base, people: [person, { ...person, idCard: '123' }] });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['people', 1, 'idCard'], message: '身份证号码应为18位，且出生日期和校验位正确' });
    const reversed = applicationFormSchema('springAllowance').safeParse({ ...base, people: [{ ...person, stayTo: '2026-02-01' }] });
    expect(reversed.error?.issues[0]?.message).toBe('留岗结束日期不能早于留岗开始日期');
  });
});
