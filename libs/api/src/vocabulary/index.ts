/**
 * The vocabulary of the contract (issue 41): the words that several areas, the role rules
 * (@portal/auth), the portal's navigation table and the server share: department names and the
 * roles of each area's work, person routers, user types, education levels and other dictionary
 * words, statuses with their labels, the department data collection's types and places, the
 * site's configuration keys, and the messages of SPEC.md section 8. No call is declared here and
 * nothing here imports an endpoint module, so the endpoint modules import these words and never
 * each other, and the portal's route table reads them as `@portal/api/vocabulary` without loading
 * the endpoints.
 */
export * from './departments';
export * from './permissions';
export * from './people';
export * from './dictionaries';
export * from './applications';
export * from './content';
export * from './demand';
export * from './station';
export * from './deptData';
export * from './siteConfig';
export * from './messages';
export * from './ageAppropriate';
export * from './allowance';
export * from './center';
export * from './demandResponse';
export * from './hotline';
export * from './knowledge';
export * from './notice';
export * from './organisation';
export * from './policyMatter';
export * from './sms';
export * from './stationContent';
export * from './training';
