import { Flex, HStack, Stack, Tabs } from '@chakra-ui/react';
import { ApiError, MESSAGES, endpoints, type AccountKind, type LoginResult } from '@portal/api';
import { useSession } from '@portal/auth';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { AuthLayout } from './AuthLayout';
import { AuthForm, useAuthForm } from './AuthForm';
import { AlertBox, LinkTabs } from '../common';
import { authFields, CaptchaInput, PasswordInput, PhoneCodeFields, TextInput, phoneCodeShape } from './fields';
import { completeLogin } from './session';
import { showServerError } from './serverErrors';
import { useCaptcha } from './sms';

/** The two login pages: / for enterprises (and individuals and schools), /login2 for government staff. */
export type LoginDoor = 'ent' | 'gov';

const PASSWORD_LOGIN = { gov: endpoints.adminAccountLogin, ent: endpoints.entLogin, person: endpoints.secondLoginPwd, school: endpoints.schoolLogin } as const;
const SMS_LOGIN = { gov: endpoints.adminPhoneLogin, ent: endpoints.entPhoneLogin, person: endpoints.secondLoginPhone, school: endpoints.schoolLoginPhone } as const;

/** Where each kind of user resets a forgotten password (SPEC.md section 2). */
export const FORGOT_PATH: Record<AccountKind, { to: '/forgetPwd' | '/forgetPwdEnt' | '/forgetPwdUser'; search?: { type: 'school' } }> = {
  gov: { to: '/forgetPwd' },
  ent: { to: '/forgetPwdEnt' },
  person: { to: '/forgetPwdUser' },
  school: { to: '/forgetPwdUser', search: { type: 'school' } },
};

/** Checks of the password form: every empty field gets a Chinese message; 验证码 only when captchas are on. */
export const passwordLoginSchema = (captchaOn: boolean) =>
  z.object({
    username: z.string().trim().min(1, t.login.usernameRequired),
    password: z.string().min(1, t.login.passwordRequired),
    code: captchaOn ? z.string().trim().min(1, t.login.codeRequired) : z.string(),
  });
const smsLoginSchema = z.object(phoneCodeShape);

/** After a login: store it and go where it lands (session.ts). */
function useFinishLogin(redirectTo: string | undefined) {
  const navigate = useNavigate();
  return (result: LoginResult) => void navigate({ href: completeLogin(result, redirectTo) });
}

/** The login button: wide letters, 登录中… while the call runs. */
const LOGIN_BUTTON = { loadingText: t.login.submitting, letterSpacing: 'widest' } as const;

/**
 * 密码登录: 账号, 密码 and, when the server has captchas on or asks for one (after many failed
 * logins: 4001 '请输入验证码'), 验证码 with its image. Empty fields get a message under the field;
 * a refused login shows the server's reason, keeps 账号 and 密码, clears the captcha answer and
 * loads a new captcha.
 */
export function PasswordLoginForm({ kind, redirectTo }: { kind: AccountKind; redirectTo?: string | undefined }) {
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const captcha = useCaptcha(`login-${kind}`, captchaAsked);
  const schema = useMemo(() => passwordLoginSchema(captcha.enabled), [captcha.enabled]);
  const login = useAuthForm(schema, {
    defaultValues: { username: '', password: '', code: '' },
    run: (v) => api.call(PASSWORD_LOGIN[kind], { username: v.username, password: v.password, ...(captcha.enabled && captcha.data ? { code: v.code, uuid: captcha.data.uuid } : {}) }),
    onSuccess: useFinishLogin(redirectTo),
    fields: [],
    onError: (error, form, setFormError) => {
      const asked = error instanceof ApiError && error.message === MESSAGES.captchaRequired;
      if (asked && !captchaAsked) {
        // the captcha appears with the server's message under it; a new one is loaded for the new key
        setCaptchaAsked(true);
        setFormError(null);
        form.setError('code', { type: 'server', message: error.message });
        return;
      }
      setFormError(showServerError(error, captcha.enabled ? ['code'] : [], form.setError));
      form.setValue('code', '');
      void captcha.refetch();
      form.setFocus(captcha.enabled ? 'code' : 'password');
    },
  });
  const { form } = login;
  const field = authFields(form);
  return (
    <AuthForm label={t.account.login.byPassword} state={login} submitLabel={t.login.submit} buttonProps={LOGIN_BUTTON} errorTestId="login-error">
      {field('username', t.common.username, <TextInput {...form.register('username')} autoComplete="username" placeholder={t.login.usernamePlaceholder} maxLength={64} />)}
      {field('password', t.login.password, <PasswordInput {...form.register('password')} autoComplete="current-password" placeholder={t.login.passwordPlaceholder} maxLength={128} />)}
      {captcha.shown && field('code', t.login.code, <CaptchaInput {...form.register('code')} captcha={captcha} />, { hint: t.login.captchaRefresh })}
    </AuthForm>
  );
}

/**
 * 短信登录: 手机号, the image captcha (when on) to send the code, and 短信验证码. A wrong or
 * expired code is shown under 短信验证码 and the phone number is kept.
 */
export function SmsLoginForm({ kind, redirectTo }: { kind: AccountKind; redirectTo?: string | undefined }) {
  const login = useAuthForm(smsLoginSchema, {
    defaultValues: { phone: '', code: '', smsCode: '' },
    run: (v) => api.call(SMS_LOGIN[kind], { phone: v.phone, smsCode: v.smsCode }),
    onSuccess: useFinishLogin(redirectTo),
    fields: ['phone', 'smsCode'],
  });
  return (
    <AuthForm label={t.account.login.bySms} state={login} submitLabel={t.login.submit} buttonProps={LOGIN_BUTTON} errorTestId="login-error">
      <PhoneCodeFields form={login.form} scope={`sms-login-${kind}`} request={(phone, answer) => api.call(endpoints.sendCaptcha, { phone, scene: 'login', account: kind, ...answer })} />
    </AuthForm>
  );
}

/** A login page's address keeping the return address (issue 24: back where you were), with `as` the kind of a type-3 account. */
const loginHref = (path: '/' | '/login2', redirectTo: string | undefined, as?: 'person' | 'school') => {
  const query = new URLSearchParams({ ...(as ? { as } : {}), ...(redirectTo ? { redirect: redirectTo } : {}) }).toString();
  return query ? `${path}?${query}` : path;
};

/** Tabs between the two login pages (/ and /login2) and, on /, between who is logging in (enterprise, individual, school): real links keeping the return address. */
function LoginTabs({ door, kind, redirectTo }: { door: LoginDoor; kind: AccountKind; redirectTo: string | undefined }) {
  return (
    <Stack gap="4" mb="6">
      <LinkTabs label="登录方式" current={door} tabs={[{ key: 'ent', label: t.login.entTitle, href: loginHref('/', redirectTo) }, { key: 'gov', label: t.login.govTitle, href: loginHref('/login2', redirectTo) }]} />
      {door === 'ent' && <LinkTabs label={t.account.login.kindSwitch} current={kind} tabs={(['ent', 'person', 'school'] as const).map((k) => ({ key: k, label: t.account.kinds[k], href: loginHref('/', redirectTo, k === 'ent' ? undefined : k) }))} />}
    </Stack>
  );
}

/** Links under the form: forgotten password, registration and settle-in, as fit the kind. */
function LoginLinks({ kind }: { kind: AccountKind }) {
  const link = { color: 'var(--chakra-colors-brand-fg)' };
  return (
    <Flex justify="space-between" mt="5" fontSize="sm" gap="3" wrap="wrap">
      <HStack gap="4" wrap="wrap">
        <Link {...FORGOT_PATH[kind]} style={link}>
          {t.account.login.forgot}
        </Link>
        {(kind === 'ent' || kind === 'person') && (
          <Link to="/register" search={kind === 'ent' ? { type: 'ent' } : {}} style={link}>
            {t.account.login.register}
          </Link>
        )}
        {kind === 'ent' && (
          <Link to="/settledEnt" style={link}>
            {t.account.login.settle}
          </Link>
        )}
      </HStack>
      <Link to="/Home" style={link}>
        {t.login.visitHome}
      </Link>
    </Flex>
  );
}

/**
 * / and /login2: the login card with 密码登录 and 短信登录 tabs. / serves enterprises and, by the
 * switch above the form, individuals and schools; /login2 serves government staff.
 */
export function LoginPage({ door, as, redirectTo }: { door: LoginDoor; as?: 'person' | 'school' | undefined; redirectTo?: string | undefined }) {
  const kind: AccountKind = door === 'gov' ? 'gov' : (as ?? 'ent');
  const title = kind === 'gov' ? t.login.govTitle : kind === 'ent' ? t.login.entTitle : t.account.login.titles[kind];
  const intro = kind === 'gov' ? t.login.govIntro : kind === 'ent' ? t.login.entIntro : t.account.login.intros[kind];
  const user = useSession((s) => s.user);
  return (
    <AuthLayout title={title} intro={intro} top={<LoginTabs door={door} kind={kind} redirectTo={redirectTo} />}>
      {user && (
        <AlertBox status="info" size="sm" borderRadius="md" mb="4" description={<>您已登录为 {user.name || user.userName}，<Link to="/Home" style={{ textDecoration: 'underline' }}>进入首页</Link></>} />
      )}
      <Tabs.Root key={kind} defaultValue="password" variant="line" lazyMount unmountOnExit fitted>
        <Tabs.List mb="5">
          <Tabs.Trigger value="password">{t.account.login.byPassword}</Tabs.Trigger>
          <Tabs.Trigger value="sms">{t.account.login.bySms}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="password" p="0">
          <PasswordLoginForm kind={kind} redirectTo={redirectTo} />
        </Tabs.Content>
        <Tabs.Content value="sms" p="0">
          <SmsLoginForm kind={kind} redirectTo={redirectTo} />
        </Tabs.Content>
      </Tabs.Root>
      <LoginLinks kind={kind} />
    </AuthLayout>
  );
}
