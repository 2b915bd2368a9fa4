import { createFileRoute } from '@tanstack/react-router';
import { QyjjzbPage } from '../features/talentIndex/QyjjzbPage';

export const Route = createFileRoute('/qyjjzb')({ component: QyjjzbPage });
