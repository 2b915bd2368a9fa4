/** The departments' registers (issue 13, 部门名录) the routes /modifyCompany and /modifyStaff load with their pages (features/ledger ledgerGroupRoute), not in the first load. */
export { DEPT_REGISTER_PAGES } from '@portal/api';
