import { endpoints } from '@portal/api';
import { useSession } from '@portal/auth';
import { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { AuthLayout, AuthStepNotNeeded } from './AuthLayout';
import { AuthForm, useAuthForm } from './AuthForm';
import { PhoneCodeFields, phoneCodeShape } from './fields';
import { useAccountSaved } from './session';

const schema = z.object(phoneCodeShape);

/**
 * /bindPhone: a government user without a phone number binds one (SPEC.md section 6) with an SMS
 * code sent to it, then goes to /Home. Until then every other page clears the session.
 */
export function BindPhonePage() {
  const user = useSession((s) => s.user);
  const userType = useSession((s) => s.userType);
  const bind = useAuthForm(schema, {
    defaultValues: { phone: '', code: '', smsCode: '' },
    run: (v) => api.call(endpoints.adminBindPhone, { phone: v.phone, smsCode: v.smsCode }),
    onSuccess: useAccountSaved(() => t.account.bindPhone.done, '/Home'),
    fields: ['phone', 'smsCode'],
  });

  if (!user || userType !== 1 || user.phonenumber) {
    return <AuthStepNotNeeded title={t.account.bindPhone.title} text={user ? t.account.bindPhone.alreadyBound : t.account.bindPhone.loginFirst} loggedIn={Boolean(user)} loginTo="/login2" />;
  }
  return (
    <AuthLayout title={t.account.bindPhone.title} intro={t.account.bindPhone.intro(user.name || user.userName)}>
      <AuthForm label={t.account.bindPhone.title} state={bind} submitLabel={t.account.bindPhone.submit} logoutTo="/login2">
        <PhoneCodeFields form={bind.form} scope="bind-phone" request={(phone, answer) => api.call(endpoints.sendCaptcha, { phone, scene: 'bindPhone', account: 'gov', ...answer })} />
      </AuthForm>
    </AuthLayout>
  );
}
