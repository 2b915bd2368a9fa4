/** The postdoctoral pages of the professional technology office (issue 14): the registers with their exits, and the yearly funding view. */
export { StationUnitsPage, POSTDOC_LEDGERS, type StationUnitsPageProps } from './StationUnitsPage';
export { FundingYearPage, FIRST_FUNDING_YEAR, type FundingYearPageProps } from './FundingYearPage';
export { ExitDialog, type ExitTarget } from './ExitDialog';
export { fundingYearOptions, useExitStay, type ExitKind } from './queries';
