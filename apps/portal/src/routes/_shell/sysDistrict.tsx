import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from '../../features/navigation/guard';
import { DistrictPage } from '../../features/setup';

/** /sysDistrict : 系统管理 › 区情配置, the district's streets from a file (issue 42, docs/going-live.md). */
export const Route = createFileRoute('/_shell/sysDistrict')({
  beforeLoad: guardPage('/sysDistrict'),
  component: DistrictPage,
});
