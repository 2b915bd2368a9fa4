/** Department data collection (issue 13): /xzsjIndex, /modifySummary, /daam and the department pages of the data modules. */
export { DaamPage } from './DaamPage';
export { deptPageRoute } from './deptPageRoute';
export { ProfilePage } from './ProfilePage';
