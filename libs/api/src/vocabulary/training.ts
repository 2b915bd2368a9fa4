/** The words of endpoints/training.ts that the portal's route table reads without loading the calls (issue 45). */

/** How the enterprise would like the training given (期望培训方式). */
export const TRAINING_MODES = ['集中面授', '线上学习', '线上线下结合', '送训上门'] as const;

const THIS_YEAR = new Date().getFullYear();
/** Survey years the answers register's filter offers: from two years back to next year of the contract's clock. */
export const SURVEY_YEARS = [THIS_YEAR - 2, THIS_YEAR - 1, THIS_YEAR, THIS_YEAR + 1].map(String);
