/** The centre's administration pages (issue 18, docs/administration.md): staff accounts, enterprise accounts and settle-in approval, visual-platform requests, the login log, the configuration. */
export { StaffAccountsPage } from './StaffAccountsPage';
export { EnterpriseAccountsPage } from './EnterpriseAccountsPage';
export { KshApprovalPage } from './KshApprovalPage';
export { KshApplyPage } from './KshApplyPage';
export { LoginLogPage } from './LoginLogPage';
export { SysConfigPage } from './SysConfigPage';
export { staffSearchSchema, entSearchSchema, kshSearchSchema, loginLogSearchSchema } from './search';
export { staffListOptions, entListOptions, kshListOptions, loginLogOptions, sysConfigOptions } from './queries';
