import { createFileRoute } from '@tanstack/react-router';
import { TalentRecruitUserPage } from '../features/recruit/RecruitPages';

export const Route = createFileRoute('/talentRecruitUser')({ component: TalentRecruitUserPage });
