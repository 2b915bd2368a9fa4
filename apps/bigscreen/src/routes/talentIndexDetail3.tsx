import { createFileRoute } from '@tanstack/react-router';
import { IndexTablesPage } from '../features/talentIndex/IndexTablesPage';

export const Route = createFileRoute('/talentIndexDetail3')({ component: () => <IndexTablesPage which={3} /> });
