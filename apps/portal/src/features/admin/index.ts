/** The centre's administration pages (issue 18, docs/administration.md): staff accounts, enterprise accounts and settle-in approval, visual-platform requests, the login log, the operation log, the SMS outbox, the SMS gateway's templates, the configuration, the dictionaries. */
export { KshApplyPage } from './KshApplyPage';
export { SysConfigPage } from './SysConfigPage';
export { SmsGatewayPage } from './SmsGatewayPage';
export { SysDictPage } from './SysDictPage';
export { staffSearchSchema, entSearchSchema, kshSearchSchema, loginLogSearchSchema, operationLogSearchSchema, smsOutboxSearchSchema } from './search';
export { staffListOptions, entListOptions, kshListOptions, loginLogOptions, operationLogOptions, smsOutboxOptions, smsGatewayOptions, sysConfigOptions, dictListOptions } from './queries';
