/** The postdoctoral pages of the professional technology office (issue 14): the registers with their exits, and the yearly funding view. */
export { StationUnitsPage } from './StationUnitsPage';
export { FundingYearPage } from './FundingYearPage';
export { FIRST_FUNDING_YEAR, POSTDOC_LEDGERS } from './queries';
