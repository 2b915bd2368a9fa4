import { createFileRoute } from '@tanstack/react-router';
import { BindPhonePage } from '../features/auth/BindPhonePage';

/** /bindPhone : a government user without a phone binds one before anything else. */
export const Route = createFileRoute('/bindPhone')({ component: BindPhonePage });
