import { describe, expect, it } from 'vitest';
import { computeIndex, DEFAULT_WEIGHTS, EMPTY_TOTALS, weightedMean, type Totals } from './talentIndex';

// A hand-computed case (docs/talent-index.md). Base year and current year of one scope:
const base: Totals = { ...EMPTY_TOTALS, revenue: 100, tax: 10, highTechCount: 2, talentCount: 50, degreeCount: 20, demand: 10, filled: 5, topCount: 5, doctorCount: 1, specialFund: 0, enterpriseCount: 4, highTechTalent: 10, rdInput: 4, talentInput: 2, patents: 2 };
const now: Totals = { ...EMPTY_TOTALS, revenue: 120, tax: 11, highTechCount: 3, talentCount: 60, degreeCount: 30, demand: 12, filled: 9, topCount: 6, doctorCount: 2, specialFund: 5, enterpriseCount: 5, highTechTalent: 15, rdInput: 5, talentInput: 3, patents: 3 };

describe('talent index', () => {
  it('computes each sub-index as the weighted mean of its indicator indices (base year = 100)', () => {
    const r = computeIndex(now, base, 2025, DEFAULT_WEIGHTS);
    const sub = Object.fromEntries(r.subIndices.map((s) => [s.code, s.value]));
    // economy: revenue 120 x 50, tax 110 x 30, high-tech count 150 x 20
    expect(sub['economy']).toBeCloseTo(123, 9);
    expect(sub['scale']).toBeCloseTo(132, 9); // 120 x 60, 150 x 40
    expect(sub['supplyDemand']).toBeCloseTo(135, 9); // demand 120, fill rate 0.75 / 0.5 = 150
    expect(sub['top']).toBeCloseTo(152, 9); // 120 x 60, 200 x 40
    expect(sub['env']).toBeCloseTo(125, 9); // special fund has no base value: left out, enterprise count 125 alone
    expect(sub['structure']).toBeCloseTo(125, 9); // shares 0.5 / 0.4 and 0.25 / 0.2
    expect(sub['input']).toBeCloseTo(135, 9); // 125 x 60, 150 x 40
    expect(sub['output']).toBeCloseTo(130, 9); // patents 150 x 60, revenue per talent 2 / 2 = 100 x 40
    expect(r.composite).toBeCloseTo(132.55, 9);
    const env = r.subIndices.find((s) => s.code === 'env')!;
    expect(env.indicators.find((i) => i.code === 'specialFund')).toMatchObject({ value: 5, index: null });
  });

  it('gives 100 everywhere in the base year', () => {
    const r = computeIndex(base, base, 2021, DEFAULT_WEIGHTS);
    expect(r.composite).toBeCloseTo(100, 9);
    for (const s of r.subIndices) if (s.value !== null) expect(s.value).toBeCloseTo(100, 9);
  });

  it('uses the weights it is given: a sub-index with weight 0 does not count', () => {
    const weights = DEFAULT_WEIGHTS.map((w) => (w.parent === null ? { ...w, weight: w.code === 'top' ? 1 : 0 } : w));
    expect(computeIndex(now, base, 2025, weights).composite).toBeCloseTo(152, 9);
  });

  it('counts a department’s confirmed district figure, and leaves it out of a year without one (never as 0)', () => {
    const withFunding = computeIndex({ ...now, techFunding: 120 }, { ...base, techFunding: 100 }, 2025, DEFAULT_WEIGHTS);
    // input: rdInput 125 x 60, talentInput 150 x 40, techFunding 120 x 40
    expect(withFunding.subIndices.find((s) => s.code === 'input')!.value).toBeCloseTo((125 * 60 + 150 * 40 + 120 * 40) / 140, 9);
    const unconfirmed = computeIndex({ ...now, techFunding: Number.NaN }, { ...base, techFunding: 100 }, 2025, DEFAULT_WEIGHTS);
    const input = unconfirmed.subIndices.find((s) => s.code === 'input')!;
    expect(input.indicators.map((i) => i.code)).toEqual(['rdInput', 'talentInput']);
    expect(input.value).toBeCloseTo(135, 9);
  });

  it('has no value for a scope with no data', () => {
    expect(computeIndex(EMPTY_TOTALS, EMPTY_TOTALS, 2025, DEFAULT_WEIGHTS).composite).toBeNull();
    expect(weightedMean([{ weight: 1, value: null }])).toBeNull();
  });
});
