import { Button, Stack, Text, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { account, endpoints, type AccountKind } from '@portal/api';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { t } from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { AuthLayout } from './AuthLayout';
import { FormError, NewPasswordFields, PhoneCodeFields, newPasswordShape, useCaptcha, withConfirmation } from './fields';
import { showServerError } from './serverErrors';
import { smsSender } from './sms';

const schema = withConfirmation(z.object({ phone: account.phoneField, code: z.string(), smsCode: account.smsCodeField, ...newPasswordShape }));

/** The login page of each kind of account, to go back to. */
const LOGIN_OF: Record<AccountKind, { to: '/' | '/login2'; search?: { as: 'person' | 'school' } }> = {
  gov: { to: '/login2' },
  ent: { to: '/' },
  person: { to: '/', search: { as: 'person' } },
  school: { to: '/', search: { as: 'school' } },
};

/** The reset call of each kind: /api/admin/forgetPassword, /api/ent/login/forgetPassword, /api/second/user/forgetPwd. */
function reset(kind: AccountKind, input: { phone: string; smsCode: string; password: string }) {
  if (kind === 'gov') return api.call(endpoints.adminForgetPassword, input);
  if (kind === 'ent') return api.call(endpoints.entForgetPassword, input);
  return api.call(endpoints.secondForgetPwd, { ...input, account: kind });
}

/**
 * /forgetPwd (government staff), /forgetPwdEnt (enterprises) and /forgetPwdUser (individuals and
 * schools): an SMS code to the phone bound to the account, then a new password typed twice.
 * Afterwards every device is logged out and the page links back to the right login.
 */
export function ForgotPasswordPage({ kind }: { kind: AccountKind }) {
  const captcha = useCaptcha(`forgot-${kind}`);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { phone: '', code: '', smsCode: '', password: '', confirm: '' } });
  const [formError, setFormError] = useState<string | null>(null);
  const send = smsSender(form, captcha, (phone, answer) => api.call(endpoints.sendCaptcha, { phone, scene: 'resetPassword', account: kind, ...answer }));
  const save = useMutation({
    mutationFn: (v: z.output<typeof schema>) => reset(kind, { phone: v.phone, smsCode: v.smsCode, password: v.password }),
    onError: (error) => setFormError(showServerError(error, ['phone', 'smsCode', 'password'], form.setError)),
  });
  const { errors } = form.formState;
  const title = t.account.forgot.titles[kind];

  if (save.isSuccess) {
    return (
      <AuthLayout title={t.account.forgot.doneTitle}>
        <Stack gap="5" data-testid="reset-done">
          <Text>{t.account.forgot.doneText}</Text>
          <Button asChild colorPalette="brand" size="lg">
            <Link {...LOGIN_OF[kind]}>{t.account.forgot.toLogin}</Link>
          </Button>
        </Stack>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={title} intro={t.account.forgot.intro}>
      <chakra.form
        noValidate
        aria-label={title}
        onSubmit={form.handleSubmit((v) => {
          setFormError(null);
          save.mutate(v);
        })}
      >
        <Stack gap="4">
          <FormError message={formError} />
          <PhoneCodeFields phone={form.register('phone')} code={form.register('code')} smsCode={form.register('smsCode')} errors={{ phone: errors.phone?.message, code: errors.code?.message, smsCode: errors.smsCode?.message }} captcha={captcha} onSend={send} phoneHint={t.account.forgot.phoneHint} />
          <NewPasswordFields password={form.register('password')} confirm={form.register('confirm')} errors={{ password: errors.password?.message, confirm: errors.confirm?.message }} replacing />
          <Button type="submit" colorPalette="brand" size="lg" w="full" mt="2" loading={save.isPending}>
            {t.account.forgot.submit}
          </Button>
          <Link {...LOGIN_OF[kind]} style={{ color: 'var(--chakra-colors-brand-fg)', fontSize: '14px', textAlign: 'center' }}>
            {t.account.forgot.back}
          </Link>
        </Stack>
      </chakra.form>
    </AuthLayout>
  );
}
