import { describe, expect, it } from 'vitest';
import { APPLICATION_WORKFLOW, AREA_AUDIT_WORKFLOW, CONTENT_WORKFLOW, DEMAND_WORKFLOW } from './index';
import { defineTransitions, transitionAllowed, transitionTables, transitionTo } from './workflow';

describe('transition tables as data (libs/api/src/workflow.ts)', () => {
  it('lists every table of the contract once', () => {
    const names = transitionTables().map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining([DEMAND_WORKFLOW.name, APPLICATION_WORKFLOW.name, AREA_AUDIT_WORKFLOW.name, CONTENT_WORKFLOW.name]));
    expect(new Set(names).size).toBe(names.length);
  });

  it('refuses a second table of the same name and a rule naming an unknown status', () => {
    expect(() => defineTransitions('demand', ['a'], {})).toThrow('transition table demand is defined twice');
    expect(() => defineTransitions('test.unknown', ['a', 'b'], { go: { from: ['a'], to: 'c' as 'b', label: '走' } })).toThrow('action go names the unknown status "c"');
  });

  it('answers whether an action may start from a status and where it leads', () => {
    expect(transitionAllowed(DEMAND_WORKFLOW, 'approve', 'pending')).toBe(true);
    expect(transitionAllowed(DEMAND_WORKFLOW, 'approve', 'on')).toBe(false);
    expect(transitionTo(DEMAND_WORKFLOW, 'hide', 'off')).toBe('hidden');
    expect(transitionTo(AREA_AUDIT_WORKFLOW, 'agree', '')).toBe('agree');
    expect(transitionTo(CONTENT_WORKFLOW, 'publish', 'pending')).toBeNull();
  });
});
