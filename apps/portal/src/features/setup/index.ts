/** Going live (issue 42, docs/going-live.md): /setup, the first administrator of an install, 系统管理 › 区情配置 (/sysDistrict) and 上线检查 (/sysReadiness). */
export { DistrictPage } from './DistrictPage';
export { ReadinessPage } from './ReadinessPage';
export { SetupPage } from './SetupPage';
export { readinessOptions, setupStateOptions } from './queries';
