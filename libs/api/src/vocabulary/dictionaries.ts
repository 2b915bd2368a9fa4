/**
 * The dictionaries (issue 18 "Dictionaries"; endpoints/dict.ts keeps their options and calls): the
 * types that forms, ledgers and imports name (a ledger field's `dict`, an application form field's `dict`).
 */

/** The dictionary types (dictType) and their Chinese names, in the order /sysDict offers them. */
export const DICT_TYPES = ['education', 'maritalStatus', 'enterpriseType', 'street', 'industrySection', 'applicationType'] as const;
export type DictType = (typeof DICT_TYPES)[number];
export const DICT_TYPE_LABELS: Record<DictType, string> = {
  education: '最高学历',
  maritalStatus: '婚姻状况',
  enterpriseType: '企业类型',
  street: '街道',
  industrySection: '行业门类',
  applicationType: '申报类别',
};
