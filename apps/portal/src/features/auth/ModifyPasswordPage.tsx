import { HStack, Stack, chakra } from '@chakra-ui/react';
import { account, endpoints } from '@portal/api';
import { useSession } from '@portal/auth';
import { maskMobile } from '@portal/validators';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { ButtonLink, FactList } from '../common';
import { ProfileLinks, TaskList } from '../navigation';
import { AccountCard, AccountPage } from './AccountCard';
import { AuthForm, useAuthForm } from './AuthForm';
import { authFields, NewPasswordFields, PasswordInput, TextInput, newPasswordProps, newPasswordShape, sessionPasswordContext, withConfirmation } from './fields';
import { showServerError } from './serverErrors';
import { refreshSessionUser, useAccountExtras } from './session';

const passwordSchema = withConfirmation(z.object({ oldPassword: account.passwordField, ...newPasswordShape }), sessionPasswordContext);
const profileSchema = z.object({ name: account.personNameField, nickName: z.string().trim().max(30, t.account.profile.nickNameTooLong) });

/** 修改密码: the old password, the new one twice (POST form /api/ent/login/ent/resetPassword). */
function PasswordForm() {
  const save = useAuthForm(passwordSchema, {
    defaultValues: { oldPassword: '', password: '', confirm: '' },
    run: (v) => api.call(endpoints.changePassword, { oldPassword: v.oldPassword, password: v.password }),
    onSuccess: () => {
      notify(t.account.modify.done, 'success');
      save.form.reset();
    },
    fields: ['oldPassword', 'password'],
  });
  return (
    <AuthForm label={t.account.modify.passwordTitle} state={save} submitLabel={t.account.modify.submit} inCard>
      {authFields(save.form)('oldPassword', t.account.fields.oldPassword, <PasswordInput {...save.form.register('oldPassword')} autoComplete="current-password" maxLength={128} />)}
      <NewPasswordFields {...newPasswordProps(save.form)} replacing />
    </AuthForm>
  );
}

/**
 * 个人资料 of an individual (name and nickname, POST /api/second/user/update), or 填报人 of an
 * enterprise (the contact's name, POST /api/ent/login/restFilledBy).
 */
export function ProfileForm({ kind, name, nickName, onSaved }: { kind: 'person' | 'ent'; name: string; nickName: string; onSaved?: () => void }) {
  const save = useAuthForm(profileSchema, {
    defaultValues: { name, nickName },
    run: (v) => (kind === 'person' ? api.call(endpoints.secondUpdate, v) : api.call(endpoints.restFilledBy, { name: v.name })),
    onSuccess: (result) => {
      refreshSessionUser(result);
      notify(t.account.profile.done, 'success');
      onSaved?.();
    },
    fields: ['name', 'nickName'],
    // the API client has shown a refusal that names no field
    onError: (error, form) => showServerError(error, ['name', 'nickName'], form.setError),
  });
  const field = authFields(save.form);
  return (
    <AuthForm label={kind === 'person' ? t.account.profile.title : t.account.profile.fillerTitle} state={save} submitLabel={t.account.profile.submit} buttonProps={{ variant: 'outline' }} inCard>
      {field('name', kind === 'person' ? t.common.name : t.account.profile.fillerName, <TextInput {...save.form.register('name')} autoComplete="name" maxLength={30} />)}
      {kind === 'person' && field('nickName', t.account.fields.nickName, <TextInput {...save.form.register('nickName')} maxLength={30} />, { required: false })}
    </AuthForm>
  );
}

/** The account's details: username, name, department, and the bound phone with the link to change it. */
export function AccountSummary({ user }: { user: NonNullable<ReturnType<typeof useSession.getState>['user']> }) {
  const phone = (
    <HStack gap="3" wrap="wrap">
      <span data-testid="bound-phone">{user.phonenumber ? maskMobile(user.phonenumber) : t.account.modify.noPhone}</span>
      <Link to="/userBindPhone" style={{ color: 'var(--chakra-colors-brand-fg)' }}>
        {user.phonenumber ? t.account.modify.changePhone : t.account.modify.bindPhone}
      </Link>
    </HStack>
  );
  const rows: [string, ReactNode][] = [[t.common.username, user.userName], [t.common.name, user.name || '-'], ...(user.deptName ? [[t.account.modify.dept, user.deptName] as [string, ReactNode]] : []), [t.account.modify.phone, phone]];
  return <FactList rows={rows} size="md" />;
}

/** The ways of an individual from the personal centre: its responses to job demands and the claim of records staff filed for it. */
const ENTRIES = [
  { to: '/myResponse', testId: 'my-response-entry', text: t.myResponse },
  { to: '/claimRecords', testId: 'claim-entry', text: t.applications.claim },
] as const;

/**
 * /modifyPassword, the personal centre (SPEC.md section 2: the header's 个人中心 link): the account
 * and its bound phone (with a link to change it), the links the navigation table offers in
 * 个人中心 (常用入口), the password change, the profile of individuals
 * with the way to their responses (/myResponse) and to the claim of records staff filed for them
 * (/claimRecords), and the filler (contact) of enterprises. Only for logged-in users (the route sends visitors to
 * the login page).
 */
export function ModifyPasswordPage() {
  const user = useSession((s) => s.user);
  const userType = useSession((s) => s.userType);
  const isPerson = useAccountExtras((s) => s.category === 'person') && userType === 3;
  if (!user) return null;
  return (
    <AccountPage title={t.account.modify.title}>
      <AccountCard title={t.account.modify.accountTitle} testId="account-info">
        <AccountSummary user={user} />
      </AccountCard>
      <AccountCard title={t.nav.tasks.title} testId="my-tasks">
        <TaskList />
      </AccountCard>
      <AccountCard title={t.nav.profileLinks}>
        <ProfileLinks />
      </AccountCard>
      <AccountCard title={t.account.modify.passwordTitle}>
        <PasswordForm />
      </AccountCard>
      {isPerson &&
        ENTRIES.map((e) => (
          <AccountCard key={e.to} title={e.text.entry} testId={e.testId}>
            <Stack gap="3" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }} justify="space-between">
              <chakra.span color="fg.muted" fontSize="sm">
                {e.text.entryHint}
              </chakra.span>
              <ButtonLink href={e.to} size="sm" colorPalette="brand" variant="outline">
                {e.text.entry}
              </ButtonLink>
            </Stack>
          </AccountCard>
        ))}
      {isPerson && (
        <AccountCard title={t.account.profile.title}>
          <ProfileForm kind="person" name={user.name} nickName={user.nickName} />
        </AccountCard>
      )}
      {userType === 2 && (
        <AccountCard title={t.account.profile.fillerTitle}>
          <ProfileForm kind="ent" name={user.name} nickName={user.nickName} />
        </AccountCard>
      )}
    </AccountPage>
  );
}
