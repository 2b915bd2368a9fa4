import { createFileRoute } from '@tanstack/react-router';
import { TalentRecruitCompanyPage } from '../features/recruit/RecruitPages';

export const Route = createFileRoute('/talentRecruitCompany')({ component: TalentRecruitCompanyPage });
