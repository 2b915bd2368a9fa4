import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RegisterPage } from '../features/auth/RegisterPage';

/** /register : 个人注册 (default) and 企业注册 (`type=ent`). */
export const Route = createFileRoute('/register')({
  validateSearch: z.object({ type: z.enum(['ent']).optional().catch(undefined) }),
  component: RegisterRoute,
});

function RegisterRoute() {
  const { type } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RegisterPage type={type ?? 'person'} onTypeChange={(next) => void navigate({ search: next === 'ent' ? { type: 'ent' } : {}, replace: true })} />;
}
