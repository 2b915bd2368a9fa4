import { endpoints } from '@portal/api';
import { useSession } from '@portal/auth';
import { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { AuthLayout, AuthStepNotNeeded } from './AuthLayout';
import { AuthForm, useAuthForm } from './AuthForm';
import { NewPasswordFields, newPasswordProps, newPasswordShape, sessionPasswordContext, withConfirmation } from './fields';
import { useAccountExtras, useAccountSaved } from './session';

const newPasswordSchema = withConfirmation(z.object(newPasswordShape), sessionPasswordContext);

/**
 * /firstLogin: an account created by staff, logged in with its initial password, sets its own
 * password (policy of @portal/validators) before anything else, then goes to /Home.
 */
export function FirstLoginPage() {
  const user = useSession((s) => s.user);
  const mustSet = useAccountExtras((s) => s.page === '/firstLogin');
  const save = useAuthForm(newPasswordSchema, {
    defaultValues: { password: '', confirm: '' },
    run: (v) => api.call(endpoints.firstLoginSetPassword, { password: v.password }),
    onSuccess: useAccountSaved(() => t.account.firstLogin.done, '/Home'),
    fields: ['password'],
  });

  if (!user || !mustSet) {
    return <AuthStepNotNeeded title={t.account.firstLogin.title} text={user ? t.account.firstLogin.notNeeded : t.account.firstLogin.loginFirst} loggedIn={Boolean(user)} loginTo="/" />;
  }
  return (
    <AuthLayout title={t.account.firstLogin.title} intro={t.account.firstLogin.intro(user.name || user.userName)}>
      <AuthForm label={t.account.firstLogin.title} state={save} submitLabel={t.account.firstLogin.submit} logoutTo="/">
        <NewPasswordFields {...newPasswordProps(save.form)} replacing />
      </AuthForm>
    </AuthLayout>
  );
}
