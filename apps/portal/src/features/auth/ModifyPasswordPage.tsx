import { Button, DataList, Stack, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { account, endpoints } from '@portal/api';
import { useSession } from '@portal/auth';
import { maskMobile } from '@portal/validators';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { t } from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { ProfileLinks, TaskList } from '../navigation';
import { AccountCard, AccountPage } from './AccountCard';
import { FormError, FormField, NewPasswordFields, PasswordInput, TextInput, newPasswordShape, sessionPasswordContext, withConfirmation } from './fields';
import { showServerError } from './serverErrors';
import { refreshSessionUser, useAccountExtras } from './session';

const passwordSchema = withConfirmation(z.object({ oldPassword: account.passwordField, ...newPasswordShape }), sessionPasswordContext);
const profileSchema = z.object({ name: account.personNameField, nickName: z.string().trim().max(30, t.account.profile.nickNameTooLong) });

/** 修改密码: the old password, the new one twice (POST form /api/ent/login/ent/resetPassword). */
function PasswordForm() {
  const form = useForm({ resolver: zodResolver(passwordSchema), defaultValues: { oldPassword: '', password: '', confirm: '' } });
  const [formError, setFormError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (v: z.output<typeof passwordSchema>) => api.call(endpoints.changePassword, { oldPassword: v.oldPassword, password: v.password }),
    onSuccess: () => {
      notify(t.account.modify.done, 'success');
      form.reset();
    },
    onError: (error) => setFormError(showServerError(error, ['oldPassword', 'password'], form.setError)),
  });
  const { errors } = form.formState;
  return (
    <chakra.form
      noValidate
      aria-label={t.account.modify.passwordTitle}
      onSubmit={form.handleSubmit((v) => {
        setFormError(null);
        save.mutate(v);
      })}
    >
      <Stack gap="4" maxW="md">
        <FormError message={formError} />
        <FormField label={t.account.fields.oldPassword} error={errors.oldPassword?.message}>
          <PasswordInput {...form.register('oldPassword')} autoComplete="current-password" maxLength={128} />
        </FormField>
        <NewPasswordFields password={form.register('password')} confirm={form.register('confirm')} errors={{ password: errors.password?.message, confirm: errors.confirm?.message }} replacing />
        <Button type="submit" colorPalette="brand" size="lg" loading={save.isPending} alignSelf={{ base: 'stretch', sm: 'flex-start' }} px="10">
          {t.account.modify.submit}
        </Button>
      </Stack>
    </chakra.form>
  );
}

/**
 * 个人资料 of an individual (name and nickname, POST /api/second/user/update), or 填报人 of an
 * enterprise (the contact's name, POST /api/ent/login/restFilledBy).
 */
export function ProfileForm({ kind, name, nickName, onSaved }: { kind: 'person' | 'ent'; name: string; nickName: string; onSaved?: () => void }) {
  const form = useForm({ resolver: zodResolver(profileSchema), defaultValues: { name, nickName } });
  const save = useMutation({
    mutationFn: (v: z.output<typeof profileSchema>) => (kind === 'person' ? api.call(endpoints.secondUpdate, v) : api.call(endpoints.restFilledBy, { name: v.name })),
    onSuccess: (result) => {
      refreshSessionUser(result);
      notify(t.account.profile.done, 'success');
      onSaved?.();
    },
    onError: (error) => showServerError(error, ['name', 'nickName'], form.setError),
  });
  const { errors } = form.formState;
  return (
    <chakra.form noValidate aria-label={kind === 'person' ? t.account.profile.title : t.account.profile.fillerTitle} onSubmit={form.handleSubmit((v) => save.mutate(v))}>
      <Stack gap="4" maxW="md">
        <FormField label={kind === 'person' ? t.account.fields.name : t.account.profile.fillerName} error={errors.name?.message}>
          <TextInput {...form.register('name')} autoComplete="name" maxLength={30} />
        </FormField>
        {kind === 'person' && (
          <FormField label={t.account.fields.nickName} error={errors.nickName?.message} required={false}>
            <TextInput {...form.register('nickName')} maxLength={30} />
          </FormField>
        )}
        <Button type="submit" colorPalette="brand" variant="outline" size="lg" loading={save.isPending} alignSelf={{ base: 'stretch', sm: 'flex-start' }} px="10">
          {t.account.profile.submit}
        </Button>
      </Stack>
    </chakra.form>
  );
}

/** The account's details: username, name, department, and the bound phone with the link to change it. */
export function AccountSummary({ user }: { user: NonNullable<ReturnType<typeof useSession.getState>['user']> }) {
  return (
    <DataList.Root orientation="horizontal" size="md">
      <DataList.Item>
        <DataList.ItemLabel>{t.account.fields.username}</DataList.ItemLabel>
        <DataList.ItemValue>{user.userName}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t.account.fields.name}</DataList.ItemLabel>
        <DataList.ItemValue>{user.name || '-'}</DataList.ItemValue>
      </DataList.Item>
      {user.deptName && (
        <DataList.Item>
          <DataList.ItemLabel>{t.account.modify.dept}</DataList.ItemLabel>
          <DataList.ItemValue>{user.deptName}</DataList.ItemValue>
        </DataList.Item>
      )}
      <DataList.Item>
        <DataList.ItemLabel>{t.account.modify.phone}</DataList.ItemLabel>
        <DataList.ItemValue gap="3" flexWrap="wrap">
          <span data-testid="bound-phone">{user.phonenumber ? maskMobile(user.phonenumber) : t.account.modify.noPhone}</span>
          <Link to="/userBindPhone" style={{ color: 'var(--chakra-colors-brand-fg)' }}>
            {user.phonenumber ? t.account.modify.changePhone : t.account.modify.bindPhone}
          </Link>
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}

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
      {isPerson && (
        <AccountCard title={t.myResponse.entry} testId="my-response-entry">
          <Stack gap="3" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }} justify="space-between">
            <chakra.span color="fg.muted" fontSize="sm">
              {t.myResponse.entryHint}
            </chakra.span>
            <Button asChild size="sm" colorPalette="brand" variant="outline">
              <Link to="/myResponse">{t.myResponse.entry}</Link>
            </Button>
          </Stack>
        </AccountCard>
      )}
      {isPerson && (
        <AccountCard title={t.applications.claim.entry} testId="claim-entry">
          <Stack gap="3" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }} justify="space-between">
            <chakra.span color="fg.muted" fontSize="sm">
              {t.applications.claim.entryHint}
            </chakra.span>
            <Button asChild size="sm" colorPalette="brand" variant="outline">
              <Link to="/claimRecords">{t.applications.claim.entry}</Link>
            </Button>
          </Stack>
        </AccountCard>
      )}
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
