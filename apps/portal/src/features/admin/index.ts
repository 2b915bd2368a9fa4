/** The centre's administration pages (issue 18, docs/administration.md): staff accounts, enterprise accounts and settle-in approval, visual-platform requests. */
export { StaffAccountsPage } from './StaffAccountsPage';
export { EnterpriseAccountsPage } from './EnterpriseAccountsPage';
export { KshApprovalPage } from './KshApprovalPage';
export { KshApplyPage } from './KshApplyPage';
export { staffSearchSchema, entSearchSchema, kshSearchSchema } from './search';
export { staffListOptions, entListOptions, kshListOptions } from './queries';
