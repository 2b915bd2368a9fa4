import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { ledgerFamily, registerPaths, type Ledger } from '../ledger';
import { choiceField, creditCodeField, idCardField, mobileField, pastDateField, personNameField, textField } from '../ledgerFields';
import { DEPT_DATA_STATUSES, DEPT_REGISTER_KEEPERS, DEPT_TYPES, deptTypesOf, ENT_RECOGNITION_CATEGORIES, ENT_RECOGNITION_KEEPERS, rolesOfDeptTypes, type DeptRegisterPath, type DeptType, type EntRecognitionCategory } from '../vocabulary';
import { yearParam } from '../schemas';

/**
 * The departments' registers (部门名录, issue 13; SPEC.md section 2, Data collection forms
 * /modifyCompany and /modifyStaff): lists of enterprises and of people a department recognises,
 * kept by the recognising departments beside their yearly figures, each a declaration of the
 * ledger engine (list, form, import with the error workbook, export, change history). Fields and
 * rules are written in docs/data-collection.md.
 */

/** The departments' registers (tag deptData). */
const deptRegister = ledgerFamily({ tag: 'deptData' });
/** Kept by the departments that DEPT_REGISTER_KEEPERS names for the register's page. */
const keptBy = (page: DeptRegisterPath) => ({ kind: 'gov', roles: rolesOfDeptTypes(DEPT_REGISTER_KEEPERS[page]) }) as const;

/**
 * 企业认定名录 (/modifyCompany): one row per enterprise and kind of recognition, by credit code
 * (the enterprise need not be registered on the portal); every keeper reads all, and records,
 * changes and removes only the kinds its department gives. A 高新技术企业 or 四上企业 row sets the
 * enterprise's flag in the talent index and the enterprise portraits at once (a database trigger,
 * docs/data-collection.md); removing it clears the flag.
 */
export const entRecognitionLedger = deptRegister({
  name: 'entRecognition',
  title: '企业认定名录',
  access: keptBy('/modifyCompany'),
  fields: {
    creditCode: creditCodeField(),
    entName: textField('单位名称', { max: 100, example: '广州示例科技有限公司' }),
    category: choiceField('认定类别', ENT_RECOGNITION_CATEGORIES),
    certificateNo: textField('证书编号或认定文号', { max: 40, example: 'GR202444001234', optional: true }),
    recognisedOn: pastDateField('认定日期', '2024-12-01'),
    remark: textField('备注', { max: 200, example: '', optional: true, list: false }),
  },
  filters: { keyword: { label: '单位名称或信用代码', fields: { entName: 'contains', creditCode: 'prefix' } }, equals: ['category'] },
  order: [['recognisedOn', 'desc']],
  key: ['creditCode', 'category'],
  messages: { duplicate: (v) => `${String(v.creditCode)}已登记为${String(v.category)}，请修改原记录` },
  mayChange: (v, user) => {
    const keeper = ENT_RECOGNITION_KEEPERS[v.category as EntRecognitionCategory];
    return deptTypesOf(user).includes(keeper) ? undefined : `认定类别：${String(v.category)}由${DEPT_TYPES[keeper]}认定和登记，本部门不能登记或修改`;
  },
  paths: registerPaths('/api/deptData/company'),
});

/** The tiers of high-level talent the district recognises (高层次人才分类认定). */
export const TALENT_TIERS = ['杰出人才', '优秀人才', '精英人才', '青年后备人才'] as const;

/**
 * 高层次人才名录 (/modifyStaff): the people 人才交流中心 recognised as high-level talents, one
 * row per identity number (GB 11643-1999), with their employer; names, identity numbers and phones
 * are masked outside their keepers' reveal (GB/T 35273-2020 section 7.2). Its count stands beside
 * the module figure 认定高层次人才 that the centre reports each year.
 */
export const talentRosterLedger = deptRegister({
  name: 'talentRoster',
  title: '高层次人才名录',
  access: keptBy('/modifyStaff'),
  fields: {
    name: personNameField('姓名', '陈建', 'name'),
    idCard: idCardField(),
    tier: choiceField('人才层次', TALENT_TIERS, '精英人才'),
    speciality: textField('专业领域', { max: 50, example: '集成电路设计' }),
    entName: textField('工作单位', { max: 100, example: '广州示例科技有限公司' }),
    creditCode: creditCodeField('工作单位统一社会信用代码'),
    recognisedOn: pastDateField('认定日期', '2024-06-01'),
    phone: mobileField(),
  },
  filters: { keyword: { label: '工作单位或专业领域', fields: { entName: 'contains', speciality: 'contains' } }, equals: ['tier'] },
  order: [['recognisedOn', 'desc']],
  key: ['idCard'],
  messages: { duplicate: () => '该身份证号码的人才已登记，请修改原记录' },
  paths: registerPaths('/api/deptData/staff'),
});

/** A department register's page (SPEC.md section 2): its registers (tabs) and the department types that keep them. */
export interface DeptRegisterPage {
  ledgers: readonly Ledger[];
  types: readonly DeptType[];
}

/** The department registers' pages ({@link DEPT_REGISTER_KEEPERS}) with their registers: /xzsjIndex?type=N links to those of type N. */
export const DEPT_REGISTER_PAGES = {
  '/modifyCompany': { ledgers: [entRecognitionLedger], types: DEPT_REGISTER_KEEPERS['/modifyCompany'] },
  '/modifyStaff': { ledgers: [talentRosterLedger], types: DEPT_REGISTER_KEEPERS['/modifyStaff'] },
} as const satisfies Record<DeptRegisterPath, DeptRegisterPage>;

/**
 * 名录核对 of a year (default: the year being collected): for each check of
 * {@link DEPT_RECONCILIATIONS} whose module the user reads (its department; reviewers all; none:
 * 4003), the reported figure and its status (null before anything is saved), the records of the
 * register recognised by the end of that year, and the share of the figure they back (%, one
 * decimal; null without a figure above 0).
 */
export const deptDataReconcile = defineEndpoint({
  method: 'GET',
  path: '/api/deptData/reconcile',
  body: 'query',
  access: 'gov',
  tag: 'deptData',
  summary: '名录核对：部门年度填报数与名录登记数（截至该年末）及名录覆盖率',
  input: z.object({ year: yearParam.optional() }),
  output: z.object({
    year: z.number().int(),
    collectingYear: z.number().int(),
    items: z.array(
      z.object({
        module: z.string(),
        moduleTitle: z.string(),
        department: z.string(),
        label: z.string(),
        unit: z.string(),
        status: z.enum(DEPT_DATA_STATUSES),
        reported: z.number().nullable(),
        register: z.string(),
        registerTitle: z.string(),
        category: z.string(),
        registered: z.number().int(),
        coverage: z.number().nullable().describe('名录登记数占填报数的百分比'),
      }),
    ),
  }),
});
