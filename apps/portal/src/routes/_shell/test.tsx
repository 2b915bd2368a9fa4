import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from '../../features/navigation/guard';
import { TestPage } from '../../features/operations/TestPage';

/** /test : the server's and the database's health for the bureau's operators (staff). */
export const Route = createFileRoute('/_shell/test')({
  beforeLoad: guardPage('/test'),
  component: TestPage,
});
