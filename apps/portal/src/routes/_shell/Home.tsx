import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/HomePage';

/** /Home : 首页. */
export const Route = createFileRoute('/_shell/Home')({
  component: HomePage,
});
