import { createFileRoute } from '@tanstack/react-router';
import { DaamPage } from '../../features/deptData';
import { guardPage } from '../../features/navigation/guard';

/** /daam : choose the department view, for staff whose roles give several (SPEC.md section 6; issue 13). */
export const Route = createFileRoute('/_shell/daam')({
  beforeLoad: guardPage('/daam'),
  component: DaamPage,
});
