import { createFileRoute } from '@tanstack/react-router';
import { ledgerGroupRoute } from '../../features/ledger';
import { guardPage } from '../../features/navigation/guard';

/** /modifyLabor : 劳动关系台账 of the labour-relations office (petitions, inspection cases, dispute decisions, harmony ratings, consultations); issue 14. */
export const Route = createFileRoute('/_shell/modifyLabor')({ ...ledgerGroupRoute('/modifyLabor', () => import('../../features/laborRelation/registers').then((m) => m.LABOR_LEDGERS)), beforeLoad: guardPage('/modifyLabor') });
