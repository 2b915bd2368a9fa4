import { createFileRoute } from '@tanstack/react-router';
import { KshApplyPage } from '../../features/admin';
import { guardPage } from '../../features/navigation/guard';

/** /modifyScreen : a government user's visual-platform request (SPEC.md section 6). */
export const Route = createFileRoute('/_shell/modifyScreen')({
  beforeLoad: guardPage('/modifyScreen'),
  component: KshApplyPage,
});
