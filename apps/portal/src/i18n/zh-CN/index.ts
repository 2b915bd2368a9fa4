/**
 * The portal's message catalogue (zh-CN). Every text the user reads comes from here, so a second
 * locale is one more file of the same shape (DESIGN.md section 5). The messages of SPEC.md
 * section 8 come from `MESSAGES` of @portal/api and are used verbatim.
 *
 * One module per area (issue 45): a page loads the words of its own areas with its own chunk;
 * `import * as t from '…/i18n/zh-CN'` and `t.area.key`, so that only the areas a chunk reads are in it.
 */
export * from './site';
export * from './common';
export * from './login';
export * from './menu';
export * from './header';
export * from './home';
export * from './notice';
export * from './subscribe';
export * from './files';
export * from './services';
export * from './matter';
export * from './listing';
export * from './operations';
export * from './publication';
export * from './organisation';
export * from './messages';
export * from './msg';
export * from './editor';
export * from './workbench';
export * from './matterEditor';
export * from './staff';
export * from './account';
export * from './ent';
export * from './demand';
export * from './demandResponse';
export * from './knowledge';
export * from './ageAppropriate';
export * from './hotline';
export * from './myResponse';
export * from './laborQuery';
export * from './ledger';
export * from './collection';
export * from './deptData';
export * from './postdoc';
export * from './importProgress';
export * from './mini';
export * from './applications';
export * from './allowance';
export * from './talentIndexPC';
export * from './station';
export * from './docking';
export * from './served';
export * from './talent';
export * from './training';
export * from './nav';
export * from './setup';
export * from './district';
export * from './readiness';
export * from './error';
export * from './admin';
