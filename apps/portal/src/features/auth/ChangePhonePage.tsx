import { Button, Stack, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { account, endpoints, type AccountKind } from '@portal/api';
import { useSession } from '@portal/auth';
import { maskMobile } from '@portal/validators';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { t } from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { AccountCard, AccountPage } from './AccountCard';
import { FormError, FormField, PasswordInput, PhoneCodeFields, useCaptcha } from './fields';
import { showServerError } from './serverErrors';
import { refreshSessionUser, useAccountExtras } from './session';
import { smsSender } from './sms';

const schema = z.object({ password: account.passwordField, phone: account.phoneField, code: z.string(), smsCode: account.smsCodeField });

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
  const navigate = useNavigate();
  const kind: AccountKind = userType === 1 ? 'gov' : userType === 2 ? 'ent' : category === 'school' ? 'school' : 'person';
  const captcha = useCaptcha('change-phone');
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { password: '', phone: '', code: '', smsCode: '' } });
  const [formError, setFormError] = useState<string | null>(null);
  const send = smsSender(form, captcha, (phone, answer) => api.call(endpoints.sendCaptcha, { phone, scene: 'bindPhone', account: kind, ...answer }));
  const save = useMutation({
    mutationFn: (v: z.output<typeof schema>) => changePhone(kind, { password: v.password, phone: v.phone, smsCode: v.smsCode }),
    onSuccess: (result) => {
      refreshSessionUser(result);
      notify(t.account.changePhone.done(maskMobile(result.userInfo.phonenumber)), 'success');
      void navigate({ to: '/modifyPassword' });
    },
    onError: (error) => setFormError(showServerError(error, ['password', 'phone', 'smsCode'], form.setError)),
  });
  const { errors } = form.formState;
  if (!user) return null;
  return (
    <AccountPage title={t.account.changePhone.title}>
      <AccountCard title={t.account.changePhone.cardTitle}>
        <Text mb="4" color="fg.muted" data-testid="current-phone">
          {user.phonenumber ? t.account.changePhone.current(maskMobile(user.phonenumber)) : t.account.modify.noPhone}
        </Text>
        <chakra.form
          noValidate
          aria-label={t.account.changePhone.title}
          onSubmit={form.handleSubmit((v) => {
            setFormError(null);
            save.mutate(v);
          })}
        >
          <Stack gap="4" maxW="md">
            <FormError message={formError} />
            <FormField label={t.account.fields.loginPassword} error={errors.password?.message}>
              <PasswordInput {...form.register('password')} autoComplete="current-password" maxLength={128} />
            </FormField>
            <PhoneCodeFields
              phone={form.register('phone')}
              code={form.register('code')}
              smsCode={form.register('smsCode')}
              errors={{ phone: errors.phone?.message, code: errors.code?.message, smsCode: errors.smsCode?.message }}
              captcha={captcha}
              onSend={send}
              phoneLabel={t.account.changePhone.newPhone}
            />
            <Button type="submit" colorPalette="brand" size="lg" loading={save.isPending} alignSelf={{ base: 'stretch', sm: 'flex-start' }} px="10">
              {t.account.changePhone.submit}
            </Button>
          </Stack>
        </chakra.form>
      </AccountCard>
    </AccountPage>
  );
}
