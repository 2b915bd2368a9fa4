import { Button, Stack, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { account, endpoints } from '@portal/api';
import { useSession } from '@portal/auth';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { t } from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { AuthLayout, AuthStepNotNeeded } from './AuthLayout';
import { FormError, PhoneCodeFields, useCaptcha } from './fields';
import { showServerError } from './serverErrors';
import { refreshSessionUser } from './session';
import { useLogout } from './useLogout';
import { smsSender } from './sms';

const schema = z.object({ phone: account.phoneField, code: z.string(), smsCode: account.smsCodeField });

/**
 * /bindPhone: a government user without a phone number binds one (SPEC.md section 6) with an SMS
 * code sent to it, then goes to /Home. Until then every other page clears the session.
 */
export function BindPhonePage() {
  const user = useSession((s) => s.user);
  const userType = useSession((s) => s.userType);
  const navigate = useNavigate();
  const logout = useLogout();
  const captcha = useCaptcha('bind-phone');
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { phone: '', code: '', smsCode: '' } });
  const [formError, setFormError] = useState<string | null>(null);
  const send = smsSender(form, captcha, (phone, answer) => api.call(endpoints.sendCaptcha, { phone, scene: 'bindPhone', account: 'gov', ...answer }));
  const bind = useMutation({
    mutationFn: (v: z.output<typeof schema>) => api.call(endpoints.adminBindPhone, { phone: v.phone, smsCode: v.smsCode }),
    onSuccess: (result) => {
      refreshSessionUser(result);
      notify(t.account.bindPhone.done, 'success');
      void navigate({ to: '/Home' });
    },
    onError: (error) => setFormError(showServerError(error, ['phone', 'smsCode'], form.setError)),
  });
  const { errors } = form.formState;

  if (!user || userType !== 1 || user.phonenumber) {
    return <AuthStepNotNeeded title={t.account.bindPhone.title} text={user ? t.account.bindPhone.alreadyBound : t.account.bindPhone.loginFirst} loggedIn={Boolean(user)} loginTo="/login2" />;
  }
  return (
    <AuthLayout title={t.account.bindPhone.title} intro={t.account.bindPhone.intro(user.name || user.userName)}>
      <chakra.form
        noValidate
        aria-label={t.account.bindPhone.title}
        onSubmit={form.handleSubmit((v) => {
          setFormError(null);
          bind.mutate(v);
        })}
      >
        <Stack gap="4">
          <FormError message={formError} />
          <PhoneCodeFields phone={form.register('phone')} code={form.register('code')} smsCode={form.register('smsCode')} errors={{ phone: errors.phone?.message, code: errors.code?.message, smsCode: errors.smsCode?.message }} captcha={captcha} onSend={send} />
          <Button type="submit" colorPalette="brand" size="lg" w="full" mt="2" loading={bind.isPending}>
            {t.account.bindPhone.submit}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={() => void logout('/login2')}>
            {t.account.logout}
          </Button>
        </Stack>
      </chakra.form>
    </AuthLayout>
  );
}
