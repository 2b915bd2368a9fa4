import { z } from 'zod';
import { defineLedger } from '../ledger';
import { idCardField, pastDateField } from '../ledgerFields';
import { mobileNumber } from '../schemas';
import { EMPLOYMENT_SERVICE_ROLES } from '../vocabulary';

/** Kinds of employment service a track record (跟踪服务记录) describes. */
export const TRACK_SERVICE_TYPES = ['就业指导', '岗位推荐', '职业培训', '创业服务', '政策咨询', '回访', '其他'] as const;

/**
 * Track service records (跟踪服务记录, /track-service; SPEC.md section 7, Track records): the
 * employment services the employment centre gave a person, kept by its staff on the ledger engine.
 */
export const trackRecordLedger = defineLedger({
  name: 'trackRecord',
  title: '跟踪服务记录',
  tag: 'trackRecord',
  access: { kind: 'gov', roles: EMPLOYMENT_SERVICE_ROLES },
  fields: {
    name: { schema: z.string().trim().min(1, '请填写姓名').max(50, '姓名不能超过50个字'), label: '姓名', cell: { width: 12, rule: '不超过50个字', example: '王芳' } },
    idCard: idCardField(),
    phone: { schema: mobileNumber, label: '手机号码', mask: 'mobile', cell: { width: 16, rule: '11位大陆手机号码', example: '13800138000', text: true } },
    serviceType: {
      schema: z.enum(TRACK_SERVICE_TYPES, { message: `服务类型只能是：${TRACK_SERVICE_TYPES.join('、')}` }),
      label: '服务类型',
      options: TRACK_SERVICE_TYPES,
      cell: { width: 12, rule: `从下拉列表选择：${TRACK_SERVICE_TYPES.join('、')}`, example: '岗位推荐' },
    },
    content: {
      schema: z.string().trim().min(2, '请填写服务内容（至少2个字）').max(1000, '服务内容不能超过1000个字'),
      label: '服务内容',
      control: 'textarea',
      wide: true,
      cell: { width: 40, rule: '2至1000个字', example: '推荐至示例科技公司面试数据分析岗位' },
    },
    serviceDate: pastDateField('服务日期'),
    result: { schema: z.string().trim().max(200, '服务结果不能超过200个字').default(''), label: '服务结果', cell: { width: 24, rule: '不超过200个字，可不填', example: '已录用' } },
  },
  filters: {
    keyword: { label: '姓名或身份证号码', fields: { name: 'contains', idCard: 'prefix' } },
    equals: ['serviceType'],
    dateRange: { field: 'serviceDate', from: 'beginTime', to: 'endTime' },
  },
  order: [['serviceDate', 'desc']],
  defaults: { serviceType: '岗位推荐' },
  paths: {
    page: { method: 'POST', path: '/trackRecord/pageList' },
    save: '/trackRecord/addUpd',
    remove: '/trackRecord/delete/{id}',
    import: '/trackRecord/importServiceRecords',
    template: '/trackRecord/downloadImportTemplate',
    errors: '/trackRecord/downloadErrorXlsx',
    export: '/trackRecord/export',
  },
});

/** A track record as listed. */
export type TrackRecordItem = z.infer<typeof trackRecordLedger.item>;
