import { createFileRoute } from '@tanstack/react-router';
import { RecruitNetPage } from '../../features/services/ServicePages';

/** /recruitnet : the partner recruitment site (banner mode 99). */
export const Route = createFileRoute('/_shell/recruitnet')({
  component: RecruitNetPage,
});
