import { Button, Stack, Text } from '@chakra-ui/react';
import { endpoints, type AccountKind } from '@portal/api';
import { Link } from '@tanstack/react-router';
import { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { AuthLayout } from './AuthLayout';
import { AuthForm, useAuthForm } from './AuthForm';
import { NewPasswordFields, PhoneCodeFields, newPasswordProps, newPasswordShape, phoneCodeShape, withConfirmation } from './fields';

const schema = withConfirmation(z.object({ ...phoneCodeShape, ...newPasswordShape }));

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
  const save = useAuthForm(schema, {
    defaultValues: { phone: '', code: '', smsCode: '', password: '', confirm: '' },
    run: (v) => reset(kind, { phone: v.phone, smsCode: v.smsCode, password: v.password }),
    fields: ['phone', 'smsCode', 'password'],
  });
  const title = t.account.forgot.titles[kind];

  if (save.mutation.isSuccess) {
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
      <AuthForm
        label={title}
        state={save}
        submitLabel={t.account.forgot.submit}
        after={
          <Link {...LOGIN_OF[kind]} style={{ color: 'var(--chakra-colors-brand-fg)', fontSize: '14px', textAlign: 'center' }}>
            {t.account.forgot.back}
          </Link>
        }
      >
        <PhoneCodeFields form={save.form} scope={`forgot-${kind}`} request={(phone, answer) => api.call(endpoints.sendCaptcha, { phone, scene: 'resetPassword', account: kind, ...answer })} phoneHint={t.account.forgot.phoneHint} />
        <NewPasswordFields {...newPasswordProps(save.form)} replacing />
      </AuthForm>
    </AuthLayout>
  );
}
