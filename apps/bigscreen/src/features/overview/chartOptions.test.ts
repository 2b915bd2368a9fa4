import { describe, expect, it } from 'vitest';
import { degreeShareOption, industryTalentOption, streetEnterpriseOption, streetTalentOption } from './chartOptions';

type Axis = { data: string[] };
type Series = { data: unknown[] };
type Formatter = (p: unknown) => string;

const industries = [
  { industryCode: 'C', industryName: '制造业', talentCount: 1200, enterpriseCount: 40 },
  { industryCode: 'I', industryName: '信息传输、软件和信息技术服务业', talentCount: 3400, enterpriseCount: 55 },
  { industryCode: 'F', industryName: '批发和零售业', talentCount: 800, enterpriseCount: 90 },
];

describe('industryTalentOption', () => {
  const option = industryTalentOption(industries);

  it('ranks industries by talent, largest first, with their Chinese names', () => {
    expect((option.yAxis as Axis).data).toEqual(['信息传输、软件和信息技术服务业', '制造业', '批发和零售业']);
    expect((option.series as Series[])[0]!.data).toEqual([3400, 1200, 800]);
  });

  it('shows the talent and enterprise figures of the hovered bar in the tooltip', () => {
    const formatter = (option.tooltip as { formatter: Formatter }).formatter;
    const html = formatter({ dataIndex: 1 });
    expect(html).toContain('制造业');
    expect(html).toContain('1,200 人');
    expect(html).toContain('企业 40 家');
  });

  it('escapes names in the tooltip', () => {
    const o = industryTalentOption([{ industryCode: 'X', industryName: '<img src=x>', talentCount: 1, enterpriseCount: 1 }]);
    expect((o.tooltip as { formatter: Formatter }).formatter({ dataIndex: 0 })).toContain('&lt;img src=x&gt;');
  });
});

const streets = [
  { streetCode: '001', streetName: '东街街道', enterpriseCount: 12, talentCount: 300 },
  { streetCode: '002', streetName: '西湖街道', enterpriseCount: 30, talentCount: 900 },
];

describe('street charts', () => {
  it('ranks streets by talent', () => {
    const option = streetTalentOption(streets);
    expect((option.yAxis as Axis).data).toEqual(['西湖街道', '东街街道']);
  });

  it('draws enterprises per street as a rose with share in the tooltip', () => {
    const option = streetEnterpriseOption(streets);
    const series = (option.series as (Series & { roseType: string })[])[0]!;
    expect(series.roseType).toBe('radius');
    expect(series.data).toEqual([
      { name: '西湖街道', value: 30 },
      { name: '东街街道', value: 12 },
    ]);
    expect((option.tooltip as { formatter: Formatter }).formatter({ name: '西湖街道', value: 30 })).toContain('71.4%');
  });
});

describe('degreeShareOption', () => {
  it('puts the share of staff with a degree in the centre', () => {
    const option = degreeShareOption({ talentCount: 400, degreeTalentCount: 100 });
    expect((option.title as { text: string }).text).toBe('25.0%');
    expect((option.series as Series[])[0]!.data).toMatchObject([
      { name: '本科及以上', value: 100 },
      { name: '本科以下', value: 300 },
    ]);
  });

  it('shows - rather than NaN without talent', () => {
    expect((degreeShareOption({ talentCount: 0, degreeTalentCount: 0 }).title as { text: string }).text).toBe('-');
  });
});
