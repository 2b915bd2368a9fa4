import { createFileRoute } from '@tanstack/react-router';
import { LoginStatusPage } from '../features/auth/SettleStatusPages';

/** /loginStatus : where the logged-in account stands (settle-in review). */
export const Route = createFileRoute('/loginStatus')({ component: LoginStatusPage });
