import { Text } from '@chakra-ui/react';
import { account, endpoints, type AccountKind } from '@portal/api';
import { useSession } from '@portal/auth';
import { maskMobile } from '@portal/validators';
import { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { AccountCard, AccountPage } from './AccountCard';
import { AuthForm, useAuthForm } from './AuthForm';
import { authFields, PasswordInput, PhoneCodeFields, phoneCodeShape } from './fields';
import { useAccountExtras, useAccountSaved } from './session';

const schema = z.object({ password: account.passwordField, ...phoneCodeShape });

/** The call that binds a new phone for each kind: POST /api/admin/bindPhone, /api/ent/login/restPhone, /api/second/user/updatePhone. */
function changePhone(kind: AccountKind, input: { password: string; phone: string; smsCode: string }) {
  if (kind === 'gov') return api.call(endpoints.adminBindPhone, input);
  if (kind === 'ent') return api.call(endpoints.entRestPhone, input);
  return api.call(endpoints.secondUpdatePhone, input);
}

/**
 * /userBindPhone (personal centre): a logged-in user replaces the bound phone with the login
 * password and an SMS code sent to the new phone; the session shows the new phone at once.
 */
export function ChangePhonePage() {
  const user = useSession((s) => s.user);
  const userType = useSession((s) => s.userType);
  const category = useAccountExtras((s) => s.category);
  const kind: AccountKind = userType === 1 ? 'gov' : userType === 2 ? 'ent' : category === 'school' ? 'school' : 'person';
  const save = useAuthForm(schema, {
    defaultValues: { password: '', phone: '', code: '', smsCode: '' },
    run: (v) => changePhone(kind, { password: v.password, phone: v.phone, smsCode: v.smsCode }),
    onSuccess: useAccountSaved((result) => t.account.changePhone.done(maskMobile(result.userInfo.phonenumber)), '/modifyPassword'),
    fields: ['password', 'phone', 'smsCode'],
  });
  if (!user) return null;
  return (
    <AccountPage title={t.account.changePhone.title}>
      <AccountCard title={t.account.changePhone.cardTitle}>
        <Text mb="4" color="fg.muted" data-testid="current-phone">
          {user.phonenumber ? t.account.changePhone.current(maskMobile(user.phonenumber)) : t.account.modify.noPhone}
        </Text>
        <AuthForm label={t.account.changePhone.title} state={save} submitLabel={t.account.changePhone.submit} inCard>
          {authFields(save.form)('password', t.account.fields.loginPassword, <PasswordInput {...save.form.register('password')} autoComplete="current-password" maxLength={128} />)}
          <PhoneCodeFields form={save.form} scope="change-phone" request={(phone, answer) => api.call(endpoints.sendCaptcha, { phone, scene: 'bindPhone', account: kind, ...answer })} phoneLabel={t.account.changePhone.newPhone} />
        </AuthForm>
      </AccountCard>
    </AccountPage>
  );
}
