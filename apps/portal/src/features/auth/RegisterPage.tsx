import { Box, SimpleGrid, Tabs } from '@chakra-ui/react';
import { account, endpoints } from '@portal/api';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { AuthLayout } from './AuthLayout';
import { AuthForm, useAuthForm } from './AuthForm';
import { authFields, NewPasswordFields, PhoneCodeFields, TextInput, newPasswordProps, newPasswordShape, phoneCodeShape, withConfirmation } from './fields';
import { completeLogin } from './session';
import { useSuggestions } from '../common';

const personSchema = withConfirmation(z.object({ username: account.usernameField, name: account.personNameField, idCard: account.idCardField, ...phoneCodeShape, ...newPasswordShape }));
const entSchema = withConfirmation(z.object({ entName: account.entNameField, creditCode: account.creditCodeField, contactName: account.personNameField, ...phoneCodeShape, ...newPasswordShape }));

/** The phone with its SMS code (POST /common/registerCaptcha for `kind`) and the password twice, side by side: the end of both registration forms. */
function PhoneAndPassword<F extends FieldValues, O>({ form, kind }: { form: UseFormReturn<F, unknown, O>; kind: 'person' | 'ent' }) {
  return (
    <>
      <PhoneCodeFields form={form} scope={`register-${kind}`} request={(phone, answer) => api.call(endpoints.registerCaptcha, { phone, account: kind, ...answer })} />
      <NewPasswordFields {...newPasswordProps(form)} columns />
    </>
  );
}

/** 个人注册: account name, name, identity number, phone with SMS code, password twice; logs the new user in. */
function PersonForm() {
  const navigate = useNavigate();
  const save = useAuthForm(personSchema, {
    defaultValues: { username: '', name: '', idCard: '', phone: '', code: '', smsCode: '', password: '', confirm: '' },
    run: ({ confirm: _c, code: _code, ...v }) => api.call(endpoints.registerUser, v),
    onSuccess: (result) => {
      notify(t.account.register.personDone, 'success');
      void navigate({ href: completeLogin(result) });
    },
    fields: ['username', 'idCard', 'phone', 'smsCode', 'password'],
  });
  const { form } = save;
  const field = authFields(form);
  return (
    <AuthForm label={t.account.register.person} state={save} submitLabel={t.account.register.submit}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {field('username', t.common.username, <TextInput {...form.register('username')} autoComplete="username" maxLength={20} />, { hint: t.account.register.usernameHint })}
        {field('name', t.common.name, <TextInput {...form.register('name')} autoComplete="name" maxLength={30} />)}
      </SimpleGrid>
      {field('idCard', t.account.fields.idCard, <TextInput {...form.register('idCard')} autoComplete="off" maxLength={18} placeholder={t.account.fields.idCardPlaceholder} />)}
      <PhoneAndPassword form={form} kind="person" />
    </AuthForm>
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
  const save = useAuthForm(entSchema, {
    defaultValues: { entName: '', creditCode: '', contactName: '', phone: '', code: '', smsCode: '', password: '', confirm: '' },
    run: ({ confirm: _c, code: _code, ...v }) => api.call(endpoints.registerEnterprise, v),
    onSuccess: (done) => void navigate({ to: '/settledSuccess', search: { id: done.applicationId, username: done.username } }),
    fields: ['entName', 'creditCode', 'phone', 'smsCode', 'password'],
  });
  const { form } = save;
  const field = authFields(form);
  const names = useSuggestions(endpoints.entNameList, form.watch('entName'));
  return (
    <AuthForm
      label={t.account.register.ent}
      state={save}
      submitLabel={t.account.register.submitEnt}
      after={
        <Box fontSize="sm" color="fg.muted" textAlign="center">
          {t.account.register.notListed}
          <Link to="/settledEnt" style={{ color: 'var(--chakra-colors-brand-fg)', textDecoration: 'underline' }}>
            {t.account.login.settle}
          </Link>
        </Box>
      }
    >
      {field(
        'entName',
        t.common.entName,
        <>
          <TextInput {...form.register('entName')} list={listId} autoComplete="organization" maxLength={100} />
          <datalist id={listId}>
            {names.map((n) => (
              <option key={n} value={n} />
            ))}
          </datalist>
        </>,
        { hint: t.account.register.entNameHint },
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {field('creditCode', t.common.creditCode, <TextInput {...form.register('creditCode')} autoComplete="off" maxLength={18} />)}
        {field('contactName', t.account.fields.contactName, <TextInput {...form.register('contactName')} autoComplete="name" maxLength={30} />)}
      </SimpleGrid>
      <PhoneAndPassword form={form} kind="ent" />
    </AuthForm>
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
