import { createFileRoute } from '@tanstack/react-router';
import { ledgerGroupRoute } from '../../features/ledger';
import { guardPage } from '../../features/navigation/guard';

/** /modifySite : 在建工地台账 (construction sites and building permits); issue 14. */
export const Route = createFileRoute('/_shell/modifySite')({ ...ledgerGroupRoute('/modifySite', () => import('../../features/laborRelation/registers').then((m) => m.SITE_LEDGERS)), beforeLoad: guardPage('/modifySite') });
