import { Button, HStack, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { account, endpoints, setupCodeField, staffAccountField } from '@portal/api';
import { maskMobile } from '@portal/validators';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import { ListSkeleton, Note } from '@portal/ui';
import * as t from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { AuthLayout, FormError, FormField, messageOf, NewPasswordFields, newPasswordShape, showServerError, SmsCodeInput, TextInput, withConfirmation } from '../auth';
import { setupStateOptions } from './queries';
import { AlertBox, QueryState, useZodForm } from '../common';

const T = t.setup;

const codeSchema = z.object({ code: setupCodeField });
const adminSchema = withConfirmation(
  z.object({ name: account.personNameField, username: staffAccountField, phone: account.phoneField, smsCode: account.smsCodeField, ...newPasswordShape }),
);

/** Which step of /setup is shown, 1-based, as a line 'step 1 of 2'. */
function Steps({ at }: { at: 1 | 2 }) {
  return (
    <HStack gap="2" mb="4" fontSize="sm" aria-label="安装步骤">
      {T.steps.map((label, i) => (
        <Text key={label} color={i + 1 === at ? 'brand.700' : 'fg.muted'} fontWeight={i + 1 === at ? 'semibold' : 'normal'} aria-current={i + 1 === at ? 'step' : undefined}>
          {i + 1}. {label}
          {i < T.steps.length - 1 && ' ›'}
        </Text>
      ))}
    </HStack>
  );
}

/** Step 1: the setup code, checked by the server (a wrong one counted). */
function CodeStep({ onChecked }: { onChecked: (code: string) => void }) {
  const form = useZodForm(codeSchema, { code: '' }, 'onSubmit');
  const qc = useQueryClient();
  const check = useMutation({
    mutationFn: (v: z.output<typeof codeSchema>) => api.call(endpoints.setupCheckCode, v, { quiet: true }),
    onSuccess: (_r, v) => onChecked(v.code),
    onError: (error) => {
      // every refusal is about the code (wrong, expired, locked): said under it, the lock also above the form
      form.setError('code', { type: 'server', message: messageOf(error) }, { shouldFocus: true });
      void qc.invalidateQueries({ queryKey: ['setup'] });
    },
  });
  return (
    <chakra.form noValidate aria-label={T.steps[0]} onSubmit={form.handleSubmit((v) => check.mutate(v))}>
      <Stack gap="4">
        <FormField label={T.code} error={form.formState.errors.code?.message} hint={T.codeHint}>
          <TextInput {...form.register('code')} autoComplete="off" spellCheck={false} placeholder={T.codePlaceholder} fontFamily="mono" letterSpacing="wider" />
        </FormField>
        <Button type="submit" colorPalette="brand" size="lg" w="full" loading={check.isPending}>
          {T.check}
        </Button>
      </Stack>
    </chakra.form>
  );
}

/** Step 2: the administrator's name, account, phone (with its SMS code) and password. */
function AdminStep({ code, onBack, onCreated }: { code: string; onBack: () => void; onCreated: (username: string) => void }) {
  const form = useZodForm(adminSchema, { name: '', username: '', phone: '', smsCode: '', password: '', confirm: '' }, 'onSubmit');
  const [formError, setFormError] = useState<string | null>(null);
  const fields = ['name', 'username', 'phone', 'smsCode', 'password'] as const;
  const create = useMutation({
    mutationFn: (v: z.output<typeof adminSchema>) => api.call(endpoints.setupCreateAdmin, { code, name: v.name, username: v.username, phone: v.phone, smsCode: v.smsCode, password: v.password }, { quiet: true }),
    onSuccess: (r) => onCreated(r.username),
    onError: (error) => setFormError(showServerError(error, fields, form.setError)),
  });
  const sendSms = async (): Promise<number | null> => {
    if (!(await form.trigger('phone'))) return null;
    const phone = form.getValues('phone').trim();
    try {
      const sent = await api.call(endpoints.setupSendSms, { code, phone }, { quiet: true });
      notify(t.account.sms.sent(maskMobile(phone)), 'success');
      return sent.resendAfterSeconds;
    } catch (e) {
      const rest = showServerError(e, ['phone'], form.setError);
      if (rest) setFormError(rest);
      return null;
    }
  };
  const { errors } = form.formState;
  return (
    <chakra.form
      noValidate
      aria-label={T.steps[1]}
      onSubmit={form.handleSubmit((v) => {
        setFormError(null);
        create.mutate(v);
      })}
    >
      <Stack gap="4">
        <Note>{T.adminIntro}</Note>
        <FormError message={formError} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t.common.name} error={errors.name?.message}>
            <TextInput {...form.register('name')} autoComplete="name" />
          </FormField>
          <FormField label={t.common.username} error={errors.username?.message} hint={T.usernameHint}>
            <TextInput {...form.register('username')} autoComplete="username" spellCheck={false} />
          </FormField>
        </SimpleGrid>
        <FormField label={t.account.fields.phone} error={errors.phone?.message}>
          <TextInput {...form.register('phone')} type="tel" inputMode="numeric" autoComplete="tel" placeholder={t.account.fields.phonePlaceholder} maxLength={11} />
        </FormField>
        <FormField label={t.account.fields.smsCode} error={errors.smsCode?.message}>
          <SmsCodeInput {...form.register('smsCode')} onSend={sendSms} />
        </FormField>
        <NewPasswordFields password={form.register('password')} confirm={form.register('confirm')} errors={{ password: errors.password?.message, confirm: errors.confirm?.message }} columns />
        <HStack gap="3" justify="space-between" wrap="wrap">
          <Button type="button" variant="ghost" onClick={onBack}>
            {T.back}
          </Button>
          <Button type="submit" colorPalette="brand" size="lg" flex={{ base: '1', md: '0 1 auto' }} loading={create.isPending}>
            {T.create}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

/**
 * /setup (issue 42, docs/going-live.md): on an install with no administrator, the one-time setup
 * code from the server's data directory, then the first administrator (name, account, phone
 * verified by SMS, password by the account rules). What was typed stays on a refusal. Once an
 * administrator exists the route answers the 404 page (routes/setup.tsx); a lock after five wrong
 * codes is said with its minutes.
 */
export function SetupPage() {
  const state = useQuery(setupStateOptions());
  const [code, setCode] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  if (created) {
    return (
      <AuthLayout title={T.doneTitle}>
        <Stack gap="4">
          <Text data-testid="setup-done">{T.done(created)}</Text>
          <Button asChild colorPalette="brand" size="lg">
            <Link to="/login2">{T.toLogin}</Link>
          </Button>
        </Stack>
      </AuthLayout>
    );
  }
  const locked = state.data?.lockedForSeconds ?? 0;
  return (
    <AuthLayout title={T.title} intro={code ? undefined : T.intro} wide={code !== null}>
      <Steps at={code ? 2 : 1} />
      <QueryState query={state} loading={<ListSkeleton rows={2} />} compact>
        {() => (
          <Stack gap="4">
            {locked > 0 && (
              <AlertBox status="warning" borderRadius="md" role="alert" title={T.locked(Math.ceil(locked / 60))} />
            )}
            {code ? <AdminStep code={code} onBack={() => setCode(null)} onCreated={setCreated} /> : <CodeStep onChecked={setCode} />}
          </Stack>
        )}
      </QueryState>
    </AuthLayout>
  );
}
