/** The whole database schema: every module's tables (drizzle-kit reads this file). */
export * from '../modules/account/tables';
export * from '../modules/system/tables';
export * from '../modules/notice/tables';
export * from '../modules/files/tables';
export * from '../modules/home/tables';
export * from '../modules/enterprise/tables';
export * from '../modules/sms/tables';
export * from '../modules/dashboard/tables';
export * from '../modules/demand/tables';
export * from '../modules/demandResponse/tables';
export * from '../modules/policyMatter/tables';
export * from '../modules/trackRecord/tables';
export * from '../modules/ledger/tables';
export * from '../modules/lp/tables';
export * from '../modules/minihome/tables';
export * from '../modules/allowance/tables';
export * from '../modules/application/tables';
