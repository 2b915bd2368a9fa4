/** Going live (issue 42, docs/going-live.md): /setup, the first administrator of an install, and 系统管理 › 上线检查 (/sysReadiness). */
export { ReadinessPage } from './ReadinessPage';
export { SetupPage } from './SetupPage';
export { readinessOptions, setupStateOptions } from './queries';
