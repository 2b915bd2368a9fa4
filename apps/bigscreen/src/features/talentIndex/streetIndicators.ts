import { formatCount } from '../overview/format';
import type { StreetProps } from '../overview/StreetMap';
import { formatIndex } from './chartOptions';
import { t } from '../../i18n/zh-CN';

/** The figures a street can be coloured by. */
export const STREET_INDICATORS = {
  talentIndex: { label: t.talentIndex.indicators.talentIndex, get: (s: StreetProps) => s.talentIndex ?? 0, format: (v: number) => formatIndex(v) },
  talentCount: { label: t.talentIndex.indicators.talentCount, get: (s: StreetProps) => s.talentCount, format: (v: number) => t.common.people(formatCount(v)) },
  enterpriseCount: { label: t.talentIndex.indicators.enterpriseCount, get: (s: StreetProps) => s.enterpriseCount, format: (v: number) => t.common.firms(formatCount(v)) },
} as const;
export type StreetIndicator = keyof typeof STREET_INDICATORS;
