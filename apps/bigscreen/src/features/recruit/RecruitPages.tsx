import { ModulePanel } from '../modules/ModulePanel';
import { ScreenPage } from '../layout/ScreenHeader';
import { t } from '../../i18n/zh-CN';

/**
 * /screen3/talentRecruitUser: the talent side of recruitment: hires and departures per year, the
 * employed by education, age and sex, returnees, employment per street and top talents per street.
 */
export function TalentRecruitUserPage() {
  return (
    <ScreenPage title={t.recruit.talent}>
      <div className="bs-col">
        <ModulePanel name="getTalentFlowVO" spec={{ kind: 'bars', category: 'year', bars: ['entries', 'departures'], lines: ['employed'] }} />
        <ModulePanel name="getEducationVO" spec={{ kind: 'pie', category: 'education', value: 'count' }} />
      </div>
      <div className="bs-col">
        <ModulePanel name="getEmploymentVO" spec={{ kind: 'bars', category: 'streetName', bars: ['employed', 'degreeEmployed'], lines: ['hires'] }} />
        <ModulePanel name="getTopTalentDistVO" spec={{ kind: 'table' }} />
      </div>
      <div className="bs-col">
        <ModulePanel name="getTalentLifeVO" spec={{ kind: 'bars', category: 'band', bars: ['male', 'female'], stack: true }} />
        <ModulePanel name="getReturneesVO" spec={{ kind: 'bars', category: 'year', bars: ['returnees', 'highTechReturnees'], lines: ['share'] }} />
      </div>
    </ScreenPage>
  );
}

/**
 * /screen3/talentRecruitCompany: the enterprise side: posts demanded and filled per year, salaries
 * offered per industry, posts by education required, demands by status, enterprises by size and
 * the strongest enterprises.
 */
export function TalentRecruitCompanyPage() {
  return (
    <ScreenPage title={t.recruit.company}>
      <div className="bs-col">
        <ModulePanel name="getTalentSupplyVO" spec={{ kind: 'bars', category: 'year', bars: ['demand', 'filled'], lines: ['fillRate'] }} />
        <ModulePanel name="getDemandEducationVO" spec={{ kind: 'pie', category: 'education', value: 'headcount' }} />
      </div>
      <div className="bs-col">
        <ModulePanel name="getSalaryVO" spec={{ kind: 'bars', category: 'industryName', bars: ['salaryMin', 'salaryMax'], lines: ['posts'] }} />
        <ModulePanel name="getStrengthRank" spec={{ kind: 'table' }} />
      </div>
      <div className="bs-col">
        <ModulePanel name="summryDemand" spec={{ kind: 'ranked', category: 'status', value: 'demands' }} />
        <ModulePanel name="getEnterpriseScaleVO" spec={{ kind: 'bars', category: 'band', bars: ['enterprises'], lines: ['talentCount'] }} />
      </div>
    </ScreenPage>
  );
}
