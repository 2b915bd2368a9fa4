/** The postdoctoral pages of the professional technology office (issue 14): the registers with their exits, and the yearly funding view. */
export { StationUnitsPage, type StationUnitsPageProps } from './StationUnitsPage';
export { FundingYearPage, type FundingYearPageProps } from './FundingYearPage';
export { ExitDialog, type ExitTarget } from './ExitDialog';
export { FIRST_FUNDING_YEAR, fundingYearOptions, POSTDOC_LEDGERS, useExitStay, type ExitKind } from './queries';
