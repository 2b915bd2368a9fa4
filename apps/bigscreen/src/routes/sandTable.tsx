import { createFileRoute } from '@tanstack/react-router';
import { SandTablePage } from '../features/talentIndex/SandTablePage';

export const Route = createFileRoute('/sandTable')({ component: SandTablePage });
