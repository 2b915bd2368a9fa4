/** The employment-monitoring pages (issue 14): registers enterprises fill and departments oversee, on the ledger engine's pages. */
export { monitorRoute, type MonitorPath } from './monitorRoute';
