import { Box, Button, HStack, Image, Input, SimpleGrid, Skeleton, chakra, type InputProps } from '@chakra-ui/react';
import { account } from '@portal/api';
import { useSession } from '@portal/auth';
import { PASSWORD_RULE, passwordProblem } from '@portal/validators';
// a type only (erased from the bundle): the strength check itself is loaded on first use
import type { PasswordContext } from '@portal/validators/password-strength';
import { forwardRef, useEffect, useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { AlertBox, FormField as CommonFormField, type FormFieldOptions, type FormFieldProps } from '../common';
import { smsSender, useCaptcha, type Captcha, type CaptchaAnswer } from './sms';

/** The message under field `name` of `form`, if any. */
const errorOf = (form: { formState: { errors: object } }, name: string) => (form.formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;

/**
 * The visible required mark of the auth forms: a `*` after the label drawn by CSS with an empty
 * text alternative (`content: "*" / ""`), so the field's accessible name stays exactly its label
 * (the input's `required` tells assistive technology) while sighted users see the mark in text, not
 * colour alone (issue 19, WCAG 3.3.2).
 */
const REQUIRED_MARK = { content: '"*" / ""', color: 'fg.error', marginInlineStart: '0.5' } as const;

/** One labelled field of the login and account forms: the common {@link CommonFormField} with the auth forms' required mark, required unless told otherwise, its hint giving way to its error. */
export function FormField({ label, required = true, error, hint, ...field }: Omit<FormFieldProps, 'label'> & { label: string }) {
  return <CommonFormField label={label} mark={false} required={required} css={required ? { '& > label': { _after: REQUIRED_MARK } } : undefined} error={error} hint={error ? undefined : hint} {...field} />;
}

/** The labelled fields of a login or account form: `field(name, label, input, options?)` is a {@link FormField} with the error of `name` bound to it (formFields of common, with the auth forms' mark). */
export const authFields =
  <F extends FieldValues>(form: Pick<UseFormReturn<F>, 'formState'>) =>
  (name: Path<F>, label: string, input: ReactNode, { required = true, hint }: FormFieldOptions = {}) => (
    <FormField label={label} error={errorOf(form, name)} hint={hint} required={required}>
      {input}
    </FormField>
  );

/** A text input of the auth forms (large, full width). */
export const TextInput = forwardRef<HTMLInputElement, InputProps>(function TextInput(props, ref) {
  return <Input ref={ref} size="lg" {...props} />;
});

/** A password input with a 显示/隐藏 toggle. */
export const PasswordInput = forwardRef<HTMLInputElement, InputProps>(function PasswordInput(props, ref) {
  const [show, setShow] = useState(false);
  return (
    <Box position="relative" w="full">
      <Input ref={ref} size="lg" pr="16" type={show ? 'text' : 'password'} maxLength={64} {...props} />
      <Button
        type="button"
        variant="ghost"
        size="xs"
        position="absolute"
        right="2"
        top="50%"
        transform="translateY(-50%)"
        color="fg.muted"
        aria-label={show ? t.login.hidePassword : t.login.showPassword}
        aria-pressed={show}
        onClick={() => setShow((s) => !s)}
      >
        {show ? '隐藏' : '显示'}
      </Button>
    </Box>
  );
});

/** The captcha answer input with its image beside it (a button: click for a new one). */
export const CaptchaInput = forwardRef<HTMLInputElement, InputProps & { captcha: Captcha }>(function CaptchaInput({ captcha, ...props }, ref) {
  return (
    <HStack w="full" gap="3" align="stretch">
      <Input ref={ref} size="lg" flex="1" minW="0" maxLength={8} autoComplete="off" placeholder={t.login.codePlaceholder} {...props} />
      <chakra.button
        type="button"
        onClick={() => void captcha.refetch()}
        title={t.login.captchaRefresh}
        aria-label={t.login.captchaAlt}
        w="32"
        h="12"
        flexShrink={0}
        borderWidth="1px"
        borderColor="border"
        borderRadius="md"
        overflow="hidden"
        bg="white"
        cursor="pointer"
        data-testid="captcha-image"
        display="flex"
        alignItems="center"
        justifyContent="center"
        fontSize="xs"
        color="fg.muted"
      >
        {captcha.isFetching && !captcha.data ? (
          <Skeleton w="full" h="full" />
        ) : captcha.data?.img ? (
          <Image src={captcha.data.img} alt="" w="full" h="full" objectFit="contain" opacity={captcha.isFetching ? 0.4 : 1} />
        ) : (
          t.login.captchaFailed
        )}
      </chakra.button>
    </HStack>
  );
});

/**
 * The SMS code input with its 获取验证码 button. `onSend` checks the phone (and captcha), asks the
 * server for a code and answers the seconds until another may be sent, or null when it failed
 * (the caller shows why); the button then counts down.
 */
export const SmsCodeInput = forwardRef<HTMLInputElement, InputProps & { onSend: () => Promise<number | null> }>(function SmsCodeInput({ onSend, ...props }, ref) {
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (wait <= 0) return;
    const id = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(id);
  }, [wait]);
  const send = async () => {
    setSending(true);
    try {
      const seconds = await onSend();
      if (seconds) setWait(seconds);
    } finally {
      setSending(false);
    }
  };
  return (
    <HStack w="full" gap="3" align="stretch">
      <Input ref={ref} size="lg" flex="1" minW="0" inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder={t.account.sms.placeholder} {...props} />
      <Button type="button" size="lg" variant="outline" colorPalette="brand" w="32" flexShrink={0} px="2" fontSize="sm" disabled={wait > 0 || sending} loading={sending} onClick={() => void send()} data-testid="send-sms">
        {wait > 0 ? t.account.sms.resendIn(wait) : t.account.sms.send}
      </Button>
    </HStack>
  );
});

/** The form's error banner (a server answer that belongs to no single field). */
export function FormError({ message, testId = 'form-error' }: { message: string | null | undefined; testId?: string }) {
  if (!message) return null;
  return <AlertBox status="error" size="sm" borderRadius="md" data-testid={testId} role="alert" title={message} />;
}

/** The phone part of every SMS form's schema (spread it into a z.object): 手机号, the image captcha's answer and 短信验证码 (account.phoneField, smsCodeField). */
export const phoneCodeShape = { phone: account.phoneField, code: z.string(), smsCode: account.smsCodeField };

/** A react-hook-form form whose values hold `K` (strings): what the shared field groups register. */
type FormOf<K extends string> = UseFormReturn<Record<K, string>>;

/**
 * 手机号, 图形验证码 (only when captchas are on; the captcha of `scope`, {@link useCaptcha}) and
 * 短信验证码 with its send button, which checks both and calls `request` ({@link smsSender}): the
 * phone part of every SMS form, whose schema spreads {@link phoneCodeShape}. `phoneLabel` and
 * `phoneHint` name the phone when it is not just 手机号.
 */
export function PhoneCodeFields<F extends FieldValues, O>({ form, scope, request, phoneLabel = t.account.fields.phone, phoneHint }: { form: UseFormReturn<F, unknown, O>; scope: string; request: (phone: string, answer: CaptchaAnswer) => Promise<{ resendAfterSeconds: number }>; phoneLabel?: string; phoneHint?: string }) {
  const captcha = useCaptcha(scope);
  const f = form as unknown as FormOf<'phone' | 'code' | 'smsCode'>;
  const field = authFields(f);
  return (
    <>
      {field('phone', phoneLabel, <TextInput {...f.register('phone')} type="tel" inputMode="numeric" autoComplete="tel" placeholder={t.account.fields.phonePlaceholder} maxLength={11} />, { hint: phoneHint })}
      {captcha.shown && field('code', t.account.fields.captcha, <CaptchaInput {...f.register('code')} captcha={captcha} />, { hint: t.account.sms.captchaHint })}
      {field('smsCode', t.account.fields.smsCode, <SmsCodeInput {...f.register('smsCode')} onSend={smsSender(form, captcha, request)} />)}
    </>
  );
}

/**
 * The password and its confirmation of every form that sets one (register, settle, first login,
 * forgotten and changed password): `password` follows account.newPasswordField (PASSWORD_RULE),
 * `confirm` must be given. Spread it into a z.object and pass the object to {@link withConfirmation}.
 */
export const newPasswordShape = { password: account.newPasswordField, confirm: z.string().min(1, t.account.fields.confirmRequired) };

/** The logged-in user's account name, phone and name: what a changed or first password must not contain. */
export const sessionPasswordContext = (): PasswordContext => {
  const user = useSession.getState().user;
  return { account: user?.userName, phone: user?.phonenumber, name: user?.name };
};

/**
 * The reason a new password is too weak (the server's hashNewPassword gives the same), or null.
 * @portal/validators/password-strength and its dictionaries (some hundred kB) are loaded on first use only.
 */
export async function passwordStrengthProblem(password: string, context: PasswordContext): Promise<string | null> {
  const { checkPasswordStrength } = await import('@portal/validators/password-strength');
  const verdict = checkPasswordStrength(password, context);
  return verdict.ok ? null : verdict.message;
}

const textOf = (v: Record<string, unknown>, ...keys: string[]) => keys.map((k) => v[k]).find((x): x is string => typeof x === 'string' && x !== '');

/**
 * The schema refined so that a confirmation that differs fails on `confirm` with '两次输入的密码不一致',
 * and a weak password fails on `password` with the reason of {@link passwordStrengthProblem}
 * (asynchronous: zodResolver awaits it). The password must not contain the form's own 账号
 * (username or creditCode), 手机号 (phone) and 姓名 (name or contactName), nor what `context` adds
 * (e.g. {@link sessionPasswordContext}).
 */
export const withConfirmation = <T extends z.ZodType<{ password: string; confirm: string }>>(schema: T, context: () => PasswordContext = () => ({})) =>
  schema
    .refine((v) => v.password === v.confirm, { message: t.account.confirmMismatch, path: ['confirm'] })
    .superRefine(async (v, ctx) => {
      if (passwordProblem(v.password)) return; // the field's own rule speaks first; nothing to load yet
      const own = v as unknown as Record<string, unknown>;
      const extra = context();
      const problem = await passwordStrengthProblem(v.password, {
        account: extra.account ?? textOf(own, 'username', 'creditCode'),
        phone: extra.phone ?? textOf(own, 'phone'),
        name: extra.name ?? textOf(own, 'name', 'contactName'),
      });
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['password'] });
    });

/**
 * 密码 and 确认密码 (or 新密码 and 确认新密码 when `replacing` an existing password) with the
 * password rule as hint; `columns` puts the two side by side from the md breakpoint.
 */
export function NewPasswordFields(props: {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: string | undefined; confirm?: string | undefined };
  replacing?: boolean;
  columns?: boolean;
}) {
  const f = t.account.fields;
  const fields = (
    <>
      <FormField label={props.replacing ? f.newPassword : f.password} error={props.errors.password} hint={PASSWORD_RULE}>
        <PasswordInput {...props.password} autoComplete="new-password" />
      </FormField>
      <FormField label={props.replacing ? f.confirmPassword : f.confirm} error={props.errors.confirm}>
        <PasswordInput {...props.confirm} autoComplete="new-password" />
      </FormField>
    </>
  );
  return props.columns ? (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {fields}
    </SimpleGrid>
  ) : (
    fields
  );
}

/** The props of {@link NewPasswordFields} for a form with `password` and `confirm` fields: both registered, with their messages. */
export function newPasswordProps<F extends FieldValues, O>(form: UseFormReturn<F, unknown, O>) {
  const f = form as unknown as FormOf<'password' | 'confirm'>;
  return { password: f.register('password'), confirm: f.register('confirm'), errors: { password: errorOf(form, 'password'), confirm: errorOf(form, 'confirm') } };
}
