import * as t from '../../i18n/zh-CN';
import { Select } from './SelectField';

/** The year picker of the data-collection pages: `years` in the order given, the one being collected (`collecting`) marked 采集中. */
export function YearSelect({ year, years, collecting, onChange }: { year: number; years: readonly number[]; collecting: number; onChange: (year: number) => void }) {
  return <Select size="sm" w="44" aria-label={t.common.year} fieldProps={{ bg: 'white' }} value={year} onChange={(y) => onChange(Number(y))} options={years.map((y) => ({ value: y, label: t.common.yearOption(y, y === collecting) }))} />;
}
