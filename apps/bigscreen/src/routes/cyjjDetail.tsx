import { endpoints } from '@portal/api';
import { createFileRoute } from '@tanstack/react-router';
import { SubIndexDetailPage } from '../features/talentIndex/SubIndexDetailPage';

export const Route = createFileRoute('/cyjjDetail')({ component: () => <SubIndexDetailPage endpoint={endpoints.getIndustrialEconomyIndex} /> });
