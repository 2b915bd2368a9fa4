/** The whole database schema: every module's tables (drizzle-kit reads this file). */
export * from '../modules/account/tables';
export * from '../modules/system/tables';
export * from '../modules/notice/tables';
export * from '../modules/enterprise/tables';
