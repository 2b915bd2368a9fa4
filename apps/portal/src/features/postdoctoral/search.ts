/** The first year the funding view offers; the last is next year (tickets are paid ahead). */
export const FIRST_FUNDING_YEAR = 2018;
