import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from '../../features/navigation/guard';
import { LddjPage } from '../../features/station/LddjPage';

/** /rcfnzLddj : an individual registers as a job seeker (劳动力登记). */
export const Route = createFileRoute('/_shell/rcfnzLddj')({
  beforeLoad: guardPage('/rcfnzLddj'),
  component: LddjPage,
});
