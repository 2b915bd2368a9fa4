import { DEPT_REGISTER_PAGES } from '@portal/api';
import { createFileRoute } from '@tanstack/react-router';
import { ledgerGroupRoute } from '../../features/ledger';
import { guardPage } from '../../features/navigation/guard';

/** /modifyStaff : 高层次人才名录, kept by 人才交流中心 (issue 13; docs/data-collection.md, 部门名录). */
export const Route = createFileRoute('/_shell/modifyStaff')({ ...ledgerGroupRoute('/modifyStaff', DEPT_REGISTER_PAGES['/modifyStaff'].ledgers), beforeLoad: guardPage('/modifyStaff') });
