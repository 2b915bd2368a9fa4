import { createFileRoute } from '@tanstack/react-router';
import { deptPageRoute } from '../../../features/deptData';
import { guardPage } from '../../../features/navigation/guard';

/** /mohrss/td : a department page of the data modules (issue 13; docs/data-collection.md). */
export const Route = createFileRoute('/_shell/mohrss/td')({ ...deptPageRoute('/mohrss/td'), beforeLoad: guardPage('/mohrss/td') });
