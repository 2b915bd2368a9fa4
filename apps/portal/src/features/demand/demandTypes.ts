import { z } from 'zod';

/**
 * The kinds of job demand an enterprise chooses on /entDemandAddType before /entDemandAdd. A kind
 * is a starting point for the form (education, headcount and a description outline to complete);
 * the demand itself is the same record whatever the kind.
 */
export const DEMAND_TYPES = {
  social: { education: '不限', headcount: 1, description: '岗位职责：\n1. \n2. \n任职要求：\n1. \n2. \n福利待遇：五险一金、带薪年假、节日福利。' },
  campus: { education: '大学本科', headcount: 3, description: '面向应届毕业生。\n岗位职责：\n1. \n培养计划：入职培训、导师带教、轮岗实践。\n任职要求：应届本科及以上学历，专业不限。\n福利待遇：五险一金、人才公寓、落户指导。' },
  intern: { education: '大学专科', headcount: 2, description: '就业见习岗位，见习期3至12个月。\n见习内容：\n1. \n见习要求：离校2年内未就业高校毕业生或16至24岁失业青年。\n见习待遇：按规定发放见习补贴，购买意外伤害保险。' },
  flexible: { education: '不限', headcount: 5, description: '灵活用工岗位。\n工作时间：\n结算方式：按小时或按天结算，当日结清。\n工作内容：\n1. \n要求：身体健康，能适应轮班。' },
} as const satisfies Record<string, { education: string; headcount: number; description: string }>;
export type DemandType = keyof typeof DEMAND_TYPES;
export const DEMAND_TYPE_KEYS = Object.keys(DEMAND_TYPES) as DemandType[];

/** Search params of /entDemandAdd: the chosen kind (social by default). */
export const demandAddSearchSchema = z.object({ type: z.enum(DEMAND_TYPE_KEYS as [DemandType, ...DemandType[]]).optional().catch(undefined) });
