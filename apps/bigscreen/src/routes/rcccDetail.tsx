import { endpoints } from '@portal/api';
import { createFileRoute } from '@tanstack/react-router';
import { SubIndexDetailPage } from '../features/talentIndex/SubIndexDetailPage';

export const Route = createFileRoute('/rcccDetail')({ component: () => <SubIndexDetailPage endpoint={endpoints.getTalentOutputIndexVO} /> });
