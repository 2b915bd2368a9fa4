/** The words of endpoints/organisation.ts that the portal's route table reads without loading the calls (issue 45). */

/** Listings of /organList?type=N (SPEC.md section 2): 1 HR service organisations, 2 key enterprises, 3 HR products. */
export const ORGANISATION_TYPES = [1, 2, 3] as const;

export type OrganisationType = (typeof ORGANISATION_TYPES)[number];
