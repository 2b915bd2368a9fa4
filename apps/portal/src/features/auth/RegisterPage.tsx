import { Box, Button, SimpleGrid, Stack, Tabs, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { account, endpoints } from '@portal/api';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { t } from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { AuthLayout } from './AuthLayout';
import { FormError, FormField, NewPasswordFields, PhoneCodeFields, TextInput, newPasswordShape, useCaptcha, withConfirmation } from './fields';
import { showServerError } from './serverErrors';
import { completeLogin } from './session';
import { smsSender } from './sms';
import { useDebounced } from './useDebounced';

const sms = { phone: account.phoneField, code: z.string(), smsCode: account.smsCodeField };

const personSchema = withConfirmation(z.object({ username: account.usernameField, name: account.personNameField, idCard: account.idCardField, ...sms, ...newPasswordShape }));
const entSchema = withConfirmation(z.object({ entName: account.entNameField, creditCode: account.creditCodeField, contactName: account.personNameField, ...sms, ...newPasswordShape }));

/** 个人注册: account name, name, identity number, phone with SMS code, password twice; logs the new user in. */
function PersonForm() {
  const navigate = useNavigate();
  const captcha = useCaptcha('register-person');
  const form = useForm({ resolver: zodResolver(personSchema), defaultValues: { username: '', name: '', idCard: '', phone: '', code: '', smsCode: '', password: '', confirm: '' } });
  const [formError, setFormError] = useState<string | null>(null);
  const send = smsSender(form, captcha, (phone, answer) => api.call(endpoints.registerCaptcha, { phone, account: 'person', ...answer }));
  const save = useMutation({
    mutationFn: ({ confirm: _c, code: _code, ...v }: z.output<typeof personSchema>) => api.call(endpoints.registerUser, v),
    onSuccess: (result) => {
      notify(t.account.register.personDone, 'success');
      void navigate({ href: completeLogin(result) });
    },
    onError: (error) => setFormError(showServerError(error, ['username', 'idCard', 'phone', 'smsCode', 'password'], form.setError)),
  });
  const { errors } = form.formState;
  return (
    <chakra.form
      noValidate
      aria-label={t.account.register.person}
      onSubmit={form.handleSubmit((v) => {
        setFormError(null);
        save.mutate(v);
      })}
    >
      <Stack gap="4">
        <FormError message={formError} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t.account.fields.username} error={errors.username?.message} hint={t.account.register.usernameHint}>
            <TextInput {...form.register('username')} autoComplete="username" maxLength={20} />
          </FormField>
          <FormField label={t.account.fields.name} error={errors.name?.message}>
            <TextInput {...form.register('name')} autoComplete="name" maxLength={30} />
          </FormField>
        </SimpleGrid>
        <FormField label={t.account.fields.idCard} error={errors.idCard?.message}>
          <TextInput {...form.register('idCard')} autoComplete="off" maxLength={18} placeholder={t.account.fields.idCardPlaceholder} />
        </FormField>
        <PhoneCodeFields phone={form.register('phone')} code={form.register('code')} smsCode={form.register('smsCode')} errors={{ phone: errors.phone?.message, code: errors.code?.message, smsCode: errors.smsCode?.message }} captcha={captcha} onSend={send} />
        <NewPasswordFields password={form.register('password')} confirm={form.register('confirm')} errors={{ password: errors.password?.message, confirm: errors.confirm?.message }} columns />
        <Button type="submit" colorPalette="brand" size="lg" w="full" mt="2" loading={save.isPending}>
          {t.account.register.submit}
        </Button>
      </Stack>
    </chakra.form>
  );
}

/**
 * 企业注册 for an enterprise of the district list: its name (suggested from GET entNameList as the
 * user types), credit code, contact, phone with SMS code and password. Creates a settle-in
 * application for staff to check and shows /settledSuccess.
 */
function EnterpriseForm() {
  const navigate = useNavigate();
  const listId = useId();
  const captcha = useCaptcha('register-ent');
  const form = useForm({ resolver: zodResolver(entSchema), defaultValues: { entName: '', creditCode: '', contactName: '', phone: '', code: '', smsCode: '', password: '', confirm: '' } });
  const [formError, setFormError] = useState<string | null>(null);
  const keyword = useDebounced(form.watch('entName').trim());
  const names = useQuery({
    queryKey: ['entNameList', keyword],
    queryFn: ({ signal }) => api.call(endpoints.entNameList, { keyword }, { signal }),
    enabled: keyword.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const send = smsSender(form, captcha, (phone, answer) => api.call(endpoints.registerCaptcha, { phone, account: 'ent', ...answer }));
  const save = useMutation({
    mutationFn: ({ confirm: _c, code: _code, ...v }: z.output<typeof entSchema>) => api.call(endpoints.registerEnterprise, v),
    onSuccess: (done) => void navigate({ to: '/settledSuccess', search: { id: done.applicationId, username: done.username } }),
    onError: (error) => setFormError(showServerError(error, ['entName', 'creditCode', 'phone', 'smsCode', 'password'], form.setError)),
  });
  const { errors } = form.formState;
  return (
    <chakra.form
      noValidate
      aria-label={t.account.register.ent}
      onSubmit={form.handleSubmit((v) => {
        setFormError(null);
        save.mutate(v);
      })}
    >
      <Stack gap="4">
        <FormError message={formError} />
        <FormField label={t.account.fields.entName} error={errors.entName?.message} hint={t.account.register.entNameHint}>
          <TextInput {...form.register('entName')} list={listId} autoComplete="organization" maxLength={100} />
          <datalist id={listId}>
            {(keyword.length >= 2 ? (names.data ?? []) : []).map((n) => (
              <option key={n} value={n} />
            ))}
          </datalist>
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t.account.fields.creditCode} error={errors.creditCode?.message}>
            <TextInput {...form.register('creditCode')} autoComplete="off" maxLength={18} />
          </FormField>
          <FormField label={t.account.fields.contactName} error={errors.contactName?.message}>
            <TextInput {...form.register('contactName')} autoComplete="name" maxLength={30} />
          </FormField>
        </SimpleGrid>
        <PhoneCodeFields phone={form.register('phone')} code={form.register('code')} smsCode={form.register('smsCode')} errors={{ phone: errors.phone?.message, code: errors.code?.message, smsCode: errors.smsCode?.message }} captcha={captcha} onSend={send} />
        <NewPasswordFields password={form.register('password')} confirm={form.register('confirm')} errors={{ password: errors.password?.message, confirm: errors.confirm?.message }} columns />
        <Button type="submit" colorPalette="brand" size="lg" w="full" mt="2" loading={save.isPending}>
          {t.account.register.submitEnt}
        </Button>
        <Box fontSize="sm" color="fg.muted" textAlign="center">
          {t.account.register.notListed}
          <Link to="/settledEnt" style={{ color: 'var(--chakra-colors-brand-fg)', textDecoration: 'underline' }}>
            {t.account.login.settle}
          </Link>
        </Box>
      </Stack>
    </chakra.form>
  );
}

/** /register: 个人注册 and 企业注册 tabs (`type` in the URL), each with captcha and SMS code. */
export function RegisterPage({ type, onTypeChange }: { type: 'person' | 'ent'; onTypeChange: (type: 'person' | 'ent') => void }) {
  return (
    <AuthLayout title={t.account.register.title} intro={t.account.register.intro} wide>
      <Tabs.Root value={type} onValueChange={(e) => onTypeChange(e.value === 'ent' ? 'ent' : 'person')} variant="line" lazyMount unmountOnExit fitted>
        <Tabs.List mb="5">
          <Tabs.Trigger value="person">{t.account.register.person}</Tabs.Trigger>
          <Tabs.Trigger value="ent">{t.account.register.ent}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="person" p="0">
          <PersonForm />
        </Tabs.Content>
        <Tabs.Content value="ent" p="0">
          <EnterpriseForm />
        </Tabs.Content>
      </Tabs.Root>
      <Box mt="5" fontSize="sm" textAlign="center">
        {t.account.register.haveAccount}
        <Link to="/" search={type === 'person' ? { as: 'person' } : {}} style={{ color: 'var(--chakra-colors-brand-fg)', textDecoration: 'underline' }}>
          {t.account.toLogin}
        </Link>
      </Box>
    </AuthLayout>
  );
}
