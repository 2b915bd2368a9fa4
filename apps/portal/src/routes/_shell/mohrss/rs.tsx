import { createFileRoute } from '@tanstack/react-router';
import { deptPageRoute } from '../../../features/deptData';
import { guardPage } from '../../../features/navigation/guard';

/** /mohrss/rs : every module of the 人社局's four offices on one page (issue 13; docs/data-collection.md). */
export const Route = createFileRoute('/_shell/mohrss/rs')({ ...deptPageRoute('/mohrss/rs'), beforeLoad: guardPage('/mohrss/rs') });
