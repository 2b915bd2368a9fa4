import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AnswerPage } from '../features/ageAppropriate/AnswerPage';

/** /qt?token=… : the public, phone-first questionnaire answer page opened from an SMS link (outside the site shell, no login). */
export const Route = createFileRoute('/qt')({
  validateSearch: z.object({ token: z.string().max(200).catch('') }),
  component: QtRoute,
});

function QtRoute() {
  return <AnswerPage token={Route.useSearch().token} />;
}
