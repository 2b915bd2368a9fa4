import { createFileRoute } from '@tanstack/react-router';
import { TalentIndexPage } from '../features/talentIndex/TalentIndexPage';

export const Route = createFileRoute('/talentIndex')({ component: TalentIndexPage });
