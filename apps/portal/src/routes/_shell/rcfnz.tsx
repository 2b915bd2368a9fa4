import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from '../../features/navigation/guard';
import { StationHomePage } from '../../features/station/StationHomePage';

/** /rcfnz : the talent empowerment station's home (人才赋能站). */
export const Route = createFileRoute('/_shell/rcfnz')({
  beforeLoad: guardPage('/rcfnz'),
  component: StationHomePage,
});
