import { createFileRoute } from '@tanstack/react-router';
import { FirstLoginPage } from '../features/auth/FirstLoginPage';

/** /firstLogin : an account created by staff sets its own password. */
export const Route = createFileRoute('/firstLogin')({ component: FirstLoginPage });
