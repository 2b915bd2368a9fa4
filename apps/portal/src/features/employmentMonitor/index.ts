/** The employment-monitoring pages (issue 14): registers enterprises fill and departments oversee, on the ledger engine's pages. */
export { MonitorPage, monitorRoute, type MonitorPath } from './MonitorPage';
