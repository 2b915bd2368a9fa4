import { createFileRoute } from '@tanstack/react-router';
import { WholeDwqPage } from '../features/regions/pages';

export const Route = createFileRoute('/wholeDwq')({ component: WholeDwqPage });
