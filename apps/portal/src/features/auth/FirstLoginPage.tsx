import { Button, Stack, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { endpoints } from '@portal/api';
import { useSession } from '@portal/auth';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { t } from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { AuthLayout, AuthStepNotNeeded } from './AuthLayout';
import { FormError, NewPasswordFields, newPasswordShape, sessionPasswordContext, withConfirmation } from './fields';
import { showServerError } from './serverErrors';
import { refreshSessionUser, useAccountExtras } from './session';
import { useLogout } from './useLogout';

const newPasswordSchema = withConfirmation(z.object(newPasswordShape), sessionPasswordContext);

/**
 * /firstLogin: an account created by staff, logged in with its initial password, sets its own
 * password (policy of @portal/validators) before anything else, then goes to /Home.
 */
export function FirstLoginPage() {
  const user = useSession((s) => s.user);
  const mustSet = useAccountExtras((s) => s.page === '/firstLogin');
  const navigate = useNavigate();
  const logout = useLogout();
  const form = useForm({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '', confirm: '' } });
  const [formError, setFormError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (v: z.output<typeof newPasswordSchema>) => api.call(endpoints.firstLoginSetPassword, { password: v.password }),
    onSuccess: (result) => {
      refreshSessionUser(result);
      notify(t.account.firstLogin.done, 'success');
      void navigate({ to: '/Home' });
    },
    onError: (error) => setFormError(showServerError(error, ['password'], form.setError)),
  });
  const { errors } = form.formState;

  if (!user || !mustSet) {
    return <AuthStepNotNeeded title={t.account.firstLogin.title} text={user ? t.account.firstLogin.notNeeded : t.account.firstLogin.loginFirst} loggedIn={Boolean(user)} loginTo="/" />;
  }
  return (
    <AuthLayout title={t.account.firstLogin.title} intro={t.account.firstLogin.intro(user.name || user.userName)}>
      <chakra.form
        noValidate
        aria-label={t.account.firstLogin.title}
        onSubmit={form.handleSubmit((v) => {
          setFormError(null);
          save.mutate(v);
        })}
      >
        <Stack gap="4">
          <FormError message={formError} />
          <NewPasswordFields password={form.register('password')} confirm={form.register('confirm')} errors={{ password: errors.password?.message, confirm: errors.confirm?.message }} replacing />
          <Button type="submit" colorPalette="brand" size="lg" w="full" mt="2" loading={save.isPending}>
            {t.account.firstLogin.submit}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={() => void logout('/')}>
            {t.account.logout}
          </Button>
        </Stack>
      </chakra.form>
    </AuthLayout>
  );
}
