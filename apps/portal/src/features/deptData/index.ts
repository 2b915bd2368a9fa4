/** Department data collection (issue 13): /xzsjIndex, /modifySummary, /daam and the department pages of the data modules. */
export { ProgressPage, type ProgressSearch } from './ProgressPage';
export { DaamPage } from './DaamPage';
export { DeptModulePage } from './DeptModulePage';
export { deptPageRoute, type DeptPageSearch } from './deptPageRoute';
export { ProfilePage } from './ProfilePage';
export { ReconcilePage } from './ReconcilePage';
