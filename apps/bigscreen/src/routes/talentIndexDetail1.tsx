import { createFileRoute } from '@tanstack/react-router';
import { IndexTablesPage } from '../features/talentIndex/IndexTablesPage';

export const Route = createFileRoute('/talentIndexDetail1')({ component: () => <IndexTablesPage which={1} /> });
