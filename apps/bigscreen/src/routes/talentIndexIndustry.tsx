import { createFileRoute } from '@tanstack/react-router';
import { TalentIndexIndustryPage } from '../features/talentIndex/TalentIndexIndustryPage';

export const Route = createFileRoute('/talentIndexIndustry')({ component: TalentIndexIndustryPage });
