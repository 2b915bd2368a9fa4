import { createFileRoute } from '@tanstack/react-router';
import { IndexTablesPage } from '../features/talentIndex/IndexTablesPage';

export const Route = createFileRoute('/talentIndexDetail2')({ component: () => <IndexTablesPage which={2} /> });
