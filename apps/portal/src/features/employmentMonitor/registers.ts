/** The employment-monitoring registers (issue 14) the monitoring routes load with their pages (monitorRoute), not in the first load. */
export { EMPLOYMENT_MONITOR_PAGES } from '@portal/api';
