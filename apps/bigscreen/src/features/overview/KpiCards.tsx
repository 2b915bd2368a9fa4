import { useQuery } from '@tanstack/react-query';
import { ErrorState } from './Panel';
import { formatCount, formatShare } from './format';
import { hrResourcesQuery } from './queries';
import { t } from '../../i18n/zh-CN';

interface Kpi {
  key: string;
  label: string;
  value: number | undefined;
  unit: string;
  note?: string;
}

/** 企业总数, 在职人才, 本科及以上人才 from getHrResourcesVO. */
export function KpiCards() {
  const query = useQuery(hrResourcesQuery);
  const hr = query.data;
  if (!hr && query.isError) {
    return (
      <div className="bs-kpis bs-kpis--error">
        <ErrorState message={query.error instanceof Error ? query.error.message : ''} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const kpis: Kpi[] = [
    { key: 'enterprise', label: t.overview.kpis.enterprise, value: hr?.enterpriseCount, unit: t.common.unitFirms },
    { key: 'talent', label: t.overview.kpis.talent, value: hr?.talentCount, unit: t.common.unitPeople },
    { key: 'degree', label: t.overview.kpis.degree, value: hr?.degreeTalentCount, unit: t.common.unitPeople, note: hr ? t.overview.degreeShareOf(formatShare(hr.degreeTalentCount, hr.talentCount)) : undefined },
  ];
  return (
    <ul className="bs-kpis" aria-busy={!hr}>
      {kpis.map((k) => (
        <li key={k.key} className={`bs-kpi bs-kpi--${k.key}`} data-testid={`kpi-${k.key}`}>
          <span className="bs-kpi__icon" aria-hidden="true" />
          <div className="bs-kpi__text">
            <span className="bs-kpi__label">{k.label}</span>
            <span className="bs-kpi__value">
              {k.value === undefined ? <span className="bs-skeleton" aria-label={t.common.loading} /> : formatCount(k.value)}
              <small className="bs-kpi__unit">{k.unit}</small>
            </span>
            {k.note ? <span className="bs-kpi__note">{k.note}</span> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
