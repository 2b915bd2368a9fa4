import { createFileRoute } from '@tanstack/react-router';
import { ledgerGroupRoute } from '../../features/ledger';
import { guardPage } from '../../features/navigation/guard';

/** /modifyStaff : 高层次人才名录, kept by 人才交流中心 (issue 13; docs/data-collection.md, 部门名录). */
export const Route = createFileRoute('/_shell/modifyStaff')({ ...ledgerGroupRoute('/modifyStaff', () => import('../../features/deptData/registers').then((m) => m.DEPT_REGISTER_PAGES['/modifyStaff'].ledgers)), beforeLoad: guardPage('/modifyStaff') });
