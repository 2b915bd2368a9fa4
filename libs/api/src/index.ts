export * from './contract';
export * from './envelope';
export * from './messages';
export * from './schemas';
export * from './client';
export * from './endpoints/index';
export { SYS_CONFIG_KEYS, type SysConfigKey } from './endpoints/common';
export { userInfo, loginResult, type UserInfo, type LoginResult, type UserTypeCode } from './endpoints/account';
