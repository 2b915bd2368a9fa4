import type { BoardModuleName } from '@portal/api';
import { ModulePanel } from '../modules/ModulePanel';
import type { ChartSpec } from '../modules/moduleChart';
import { ScreenPage } from '../layout/ScreenHeader';
import { t } from '../../i18n/zh-CN';

/** A page of module panels: its title and its three columns, each a list of modules with how each is drawn. */
interface ModulePage {
  title: string;
  columns: readonly (readonly [BoardModuleName, ChartSpec][])[];
}

/** The page of `page`: its columns of {@link ModulePanel}s under the title. */
function modulePage(page: ModulePage) {
  return function RecruitPage() {
    return (
      <ScreenPage title={page.title}>
        {page.columns.map((column, i) => (
          <div key={i} className="bs-col">
            {column.map(([name, spec]) => (
              <ModulePanel key={name} name={name} spec={spec} />
            ))}
          </div>
        ))}
      </ScreenPage>
    );
  };
}

/**
 * /screen3/talentRecruitUser: the talent side of recruitment: hires and departures per year, the
 * employed by education, age and sex, returnees, employment per street and top talents per street.
 */
export const TalentRecruitUserPage = modulePage({
  title: t.recruit.talent,
  columns: [
    [
      ['getTalentFlowVO', { kind: 'bars', category: 'year', bars: ['entries', 'departures'], lines: ['employed'] }],
      ['getEducationVO', { kind: 'pie', category: 'education', value: 'count' }],
    ],
    [
      ['getEmploymentVO', { kind: 'bars', category: 'streetName', bars: ['employed', 'degreeEmployed'], lines: ['hires'] }],
      ['getTopTalentDistVO', { kind: 'table' }],
    ],
    [
      ['getTalentLifeVO', { kind: 'bars', category: 'band', bars: ['male', 'female'], stack: true }],
      ['getReturneesVO', { kind: 'bars', category: 'year', bars: ['returnees', 'highTechReturnees'], lines: ['share'] }],
    ],
  ],
});

/**
 * /screen3/talentRecruitCompany: the enterprise side: posts demanded and filled per year, salaries
 * offered per industry, posts by education required, demands by status, enterprises by size and
 * the strongest enterprises.
 */
export const TalentRecruitCompanyPage = modulePage({
  title: t.recruit.company,
  columns: [
    [
      ['getTalentSupplyVO', { kind: 'bars', category: 'year', bars: ['demand', 'filled'], lines: ['fillRate'] }],
      ['getDemandEducationVO', { kind: 'pie', category: 'education', value: 'headcount' }],
    ],
    [
      ['getSalaryVO', { kind: 'bars', category: 'industryName', bars: ['salaryMin', 'salaryMax'], lines: ['posts'] }],
      ['getStrengthRank', { kind: 'table' }],
    ],
    [
      ['summryDemand', { kind: 'ranked', category: 'status', value: 'demands' }],
      ['getEnterpriseScaleVO', { kind: 'bars', category: 'band', bars: ['enterprises'], lines: ['talentCount'] }],
    ],
  ],
});
