import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { pageRoute } from '../lib/search';

/** /qt?token=… : the public, phone-first questionnaire answer page opened from an SMS link (outside the site shell, no login). */
export const Route = createFileRoute('/qt')({
  ...pageRoute(z.object({ token: z.string().max(200).catch('') }), () => import('../features/ageAppropriate/AnswerPage').then((m) => m.AnswerPage), (s) => ({ token: s.token })),
});
