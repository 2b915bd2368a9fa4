/** The postdoctoral pages of the professional technology office (issue 14): the registers with their exits, and the yearly funding view. */
export { FundingYearPage } from './FundingYearPage';
export { POSTDOC_LEDGERS } from './queries';
export { FIRST_FUNDING_YEAR } from './search';
