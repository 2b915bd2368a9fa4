import { SCREEN_COLORS, screenChartBase, type EChartOption } from '@portal/ui/charts';
import { escapeHtml, formatCount, formatShare } from './format';
import type { HrResources, StreetHrResources } from './queries';
import { t } from '../../i18n/zh-CN';

const barGradient = (from: string, to: string) => ({
  type: 'linear' as const,
  x: 0,
  y: 0,
  x2: 1,
  y2: 0,
  colorStops: [
    { offset: 0, color: from },
    { offset: 1, color: to },
  ],
});

const valueAxis = {
  type: 'value' as const,
  axisLabel: { color: SCREEN_COLORS.textMuted, fontSize: 14 },
  splitLine: { lineStyle: { color: SCREEN_COLORS.splitLine } },
  axisLine: { show: false },
};

/** The gradients of ranked bars (from, to): blue for the district's composite, gold for industries, green for streets. */
export const BAR_COLORS = {
  blue: ['rgba(31, 109, 255, 0.35)', '#1fd1ff'],
  gold: ['rgba(255, 197, 66, 0.3)', '#ffc542'],
  green: ['rgba(54, 226, 169, 0.3)', '#36e2a9'],
} as const satisfies Record<string, readonly [string, string]>;

export interface Row {
  name: string;
  value: number;
  extra: string;
}

/** Horizontal bars, largest on top, values at the bar ends, tooltip with the row's details; `labelWidth` in design pixels. */
export function rankedBars(rows: Row[], unit: string, colors: readonly [string, string], labelWidth: number, barMaxWidth = 14): EChartOption {
  const sorted = [...rows].sort((a, b) => b.value - a.value);
  const base = screenChartBase();
  return {
    ...base,
    grid: { left: 8, right: 64, top: 8, bottom: 8, containLabel: true },
    tooltip: {
      ...(base.tooltip as object),
      trigger: 'item',
      formatter: (p: unknown) => {
        const { dataIndex } = p as { dataIndex: number };
        const row = sorted[dataIndex];
        return row ? `<b>${escapeHtml(row.name)}</b><br/>${formatCount(row.value)} ${unit}<br/>${row.extra}` : '';
      },
    },
    xAxis: valueAxis,
    yAxis: {
      type: 'category',
      inverse: true,
      data: sorted.map((r) => r.name),
      axisTick: { show: false },
      axisLine: { lineStyle: { color: SCREEN_COLORS.axisLine } },
      axisLabel: { color: SCREEN_COLORS.text, fontSize: 14, width: labelWidth, overflow: 'truncate' },
    },
    series: [
      {
        type: 'bar',
        data: sorted.map((r) => r.value),
        barMaxWidth,
        showBackground: true,
        backgroundStyle: { color: 'rgba(60, 130, 220, 0.08)' },
        itemStyle: { color: barGradient(colors[0], colors[1]), borderRadius: [0, barMaxWidth / 2, barMaxWidth / 2, 0] },
        label: { show: true, position: 'right', color: SCREEN_COLORS.text, fontSize: 14, formatter: (p: unknown) => formatCount((p as { value: number }).value) },
      },
    ],
  };
}

/** 各行业人才分布: talent per industry section, largest first. */
export function industryTalentOption(byIndustry: HrResources['byIndustry']): EChartOption {
  return rankedBars(
    byIndustry.map((r) => ({ name: r.industryName, value: r.talentCount, extra: t.common.firmsOf(formatCount(r.enterpriseCount)) })),
    t.common.unitPeople,
    BAR_COLORS.blue,
    190,
  );
}

/** 各街道人才数量: talent per street, largest first. */
export function streetTalentOption(streets: StreetHrResources): EChartOption {
  return rankedBars(
    streets.map((s) => ({ name: s.streetName, value: s.talentCount, extra: t.common.firmsOf(formatCount(s.enterpriseCount)) })),
    t.common.unitPeople,
    BAR_COLORS.green,
    110,
    18,
  );
}

/** 各街道企业数量: a rose chart of enterprises per street. */
export function streetEnterpriseOption(streets: StreetHrResources): EChartOption {
  const base = screenChartBase();
  const total = streets.reduce((sum, s) => sum + s.enterpriseCount, 0);
  return {
    ...base,
    tooltip: {
      ...(base.tooltip as object),
      trigger: 'item',
      formatter: (p: unknown) => {
        const { name, value } = p as { name: string; value: number };
        return `<b>${escapeHtml(name)}</b><br/>${t.overview.enterpriseShare(formatCount(value), formatShare(value, total))}`;
      },
    },
    series: [
      {
        type: 'pie',
        roseType: 'radius',
        radius: ['18%', '72%'],
        center: ['50%', '52%'],
        itemStyle: { borderColor: '#041634', borderWidth: 2, borderRadius: 4 },
        label: { color: SCREEN_COLORS.text, fontSize: 14, formatter: t.overview.roseLabel },
        labelLine: { lineStyle: { color: SCREEN_COLORS.axisLine } },
        data: [...streets].sort((a, b) => b.enterpriseCount - a.enterpriseCount).map((s) => ({ name: s.streetName, value: s.enterpriseCount })),
      },
    ],
  };
}

/** 人才学历结构: share of staff with a bachelor's degree or above, as a ring. */
export function degreeShareOption(hr: Pick<HrResources, 'talentCount' | 'degreeTalentCount'>): EChartOption {
  const base = screenChartBase();
  const other = Math.max(0, hr.talentCount - hr.degreeTalentCount);
  return {
    ...base,
    title: {
      text: formatShare(hr.degreeTalentCount, hr.talentCount),
      subtext: t.overview.degreeShare,
      left: 'center',
      top: '36%',
      textStyle: { color: '#ffffff', fontSize: 30, fontWeight: 'bold' },
      subtextStyle: { color: SCREEN_COLORS.textMuted, fontSize: 14 },
    },
    tooltip: {
      ...(base.tooltip as object),
      trigger: 'item',
      formatter: (p: unknown) => {
        const { name, value } = p as { name: string; value: number };
        return `<b>${escapeHtml(name)}</b><br/>${t.overview.talentShare(formatCount(value), formatShare(value, hr.talentCount))}`;
      },
    },
    legend: { bottom: 4, textStyle: { color: SCREEN_COLORS.text, fontSize: 14 }, itemWidth: 14, itemHeight: 10 },
    series: [
      {
        type: 'pie',
        radius: ['54%', '72%'],
        center: ['50%', '46%'],
        startAngle: 90,
        label: { show: false },
        itemStyle: { borderColor: '#041634', borderWidth: 3 },
        data: [
          { name: t.overview.degreeAbove, value: hr.degreeTalentCount, itemStyle: { color: '#1fd1ff' } },
          { name: t.overview.degreeBelow, value: other, itemStyle: { color: 'rgba(59, 139, 255, 0.45)' } },
        ],
      },
    ],
  };
}
