import { createFileRoute } from '@tanstack/react-router';
import { SettlePage } from '../features/auth/SettlePage';

/** /settledEnt : an enterprise applies to settle in (staff approve later). */
export const Route = createFileRoute('/settledEnt')({ component: SettlePage });
