import { createFileRoute } from '@tanstack/react-router';
import { TalentIndexStreetPage } from '../features/talentIndex/TalentIndexStreetPage';

export const Route = createFileRoute('/talentIndexStreet')({ component: TalentIndexStreetPage });
