import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';

/** /forgetPwdEnt : enterprises reset a forgotten password by phone. */
export const Route = createFileRoute('/forgetPwdEnt')({ component: () => <ForgotPasswordPage kind="ent" /> });
