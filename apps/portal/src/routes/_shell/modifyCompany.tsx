import { createFileRoute } from '@tanstack/react-router';
import { ledgerGroupRoute } from '../../features/ledger';
import { guardPage } from '../../features/navigation/guard';

/** /modifyCompany : 企业认定名录, kept by 科技局, 知识产权局, 营商环境改革局 and 综合数据 (issue 13; docs/data-collection.md, 部门名录). */
export const Route = createFileRoute('/_shell/modifyCompany')({ ...ledgerGroupRoute('/modifyCompany', () => import('../../features/deptData/registers').then((m) => m.DEPT_REGISTER_PAGES['/modifyCompany'].ledgers)), beforeLoad: guardPage('/modifyCompany') });
