import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';

/** /forgetPwd : government staff reset a forgotten password by phone. */
export const Route = createFileRoute('/forgetPwd')({ component: () => <ForgotPasswordPage kind="gov" /> });
