/** Department data collection (issue 13): /xzsjIndex, /modifySummary, /daam and the department pages of the data modules. */
export { ProgressPage, type ProgressSearch } from './ProgressPage';
export { DaamPage } from './DaamPage';
export { DeptModulePage, type DeptPageSearch } from './DeptModulePage';
export { deptPageRoute } from './deptPageRoute';
export { ProfilePage } from './ProfilePage';
export { ReconcilePage } from './ReconcilePage';
