import { Checkbox, Input, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { GRANTABLE_PERMISSIONS, PERMISSION_LABELS, STAFF_ROLES, endpoints, type SysUserItem } from '@portal/api';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { FormDialog, formFields, SelectField, submitForm, useZodForm } from '../common';
import { useFilterOptions } from '../demand';
import { useAdminMutations } from './queries';

type Grantable = (typeof GRANTABLE_PERMISSIONS)[number];
type StaffForm = { username: string; name: string; deptName: string; roles: string[]; personRouters: Grantable[]; streetCode: string; industryCodes: string[]; phonenumber: string; resetPassword: boolean };

/** A group of native checkboxes registered under one array field. */
function CheckGroup({ legend, options, field }: { legend: string; options: readonly { value: string; label: string }[]; field: UseFormRegisterReturn }) {
  return (
    <chakra.fieldset>
      <chakra.legend fontSize="sm" fontWeight="medium" mb="1">
        {legend}
      </chakra.legend>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gapX="4" gapY="1">
        {options.map((o) => (
          <chakra.label key={o.value} display="flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
            <chakra.input type="checkbox" value={o.value} {...field} style={{ accentColor: 'var(--chakra-colors-brand-600)' }} />
            {o.label}
          </chakra.label>
        ))}
      </SimpleGrid>
    </chakra.fieldset>
  );
}

/**
 * 新增 / 修改 a staff account (POST /api/center/update): account (new only), name, department,
 * roles, person routers, street and industry scope, phone; on a change, optionally a password
 * reset. The rules are the contract's (zod), checked as the administrator leaves each field.
 * `onSaved` gets the temporary password when one was made.
 */
export function StaffDialog({ user, onClose, onSaved }: { user: SysUserItem | null; onClose: () => void; onSaved: (username: string, temporaryPassword: string | null) => void }) {
  const F = t.admin.form;
  const m = useAdminMutations();
  const places = useFilterOptions().data;
  const form = useZodForm<z.ZodType, StaffForm, StaffForm>(
    endpoints.sysUserUpdate.input.omit({ id: true }),
    user
      ? { username: user.username, name: user.name, deptName: user.deptName, roles: user.roles, personRouters: user.personRouters.filter((p): p is Grantable => (GRANTABLE_PERMISSIONS as readonly string[]).includes(p)), streetCode: user.streetCode ?? '', industryCodes: user.industryCodes, phonenumber: user.phonenumber, resetPassword: false }
      : { username: '', name: '', deptName: '', roles: [], personRouters: [], streetCode: '', industryCodes: [], phonenumber: '', resetPassword: false },
  );
  const errors = form.formState.errors;
  const field = formFields(form);
  return (
    <FormDialog
      open
      title={user ? F.editTitle(user.name) : F.addTitle}
      onClose={onClose}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      onSubmit={submitForm(form, async (v) => {
        const saved = await m.saveStaff.mutateAsync({ ...v, ...(user ? { id: user.id } : {}) });
        onSaved(v.username, saved.temporaryPassword);
      })}
    >
      <Stack gap="4">
        {field('username', t.common.username, <Input {...form.register('username')} maxLength={50} disabled={user !== null} />, { hint: F.usernameHint })}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {field('name', t.common.name, <Input {...form.register('name')} maxLength={50} />)}
          {field('deptName', t.common.dept, <Input {...form.register('deptName')} maxLength={50} />)}
        </SimpleGrid>
        <CheckGroup legend={F.roles} options={STAFF_ROLES.map((r) => ({ value: r, label: r }))} field={form.register('roles')} />
        <CheckGroup legend={F.personRouters} options={GRANTABLE_PERMISSIONS.map((p) => ({ value: p, label: PERMISSION_LABELS[p] }))} field={form.register('personRouters')} />
        <SelectField label={F.street} field={form.register('streetCode')} error={errors.streetCode?.message} placeholder={F.anyStreet} options={places?.streets.map((s) => ({ value: s.code, label: s.name })) ?? []} />
        {places && <CheckGroup legend={F.industries} options={places.industries.map((i) => ({ value: i.code, label: `${i.code} ${i.name}` }))} field={form.register('industryCodes')} />}
        {field('phonenumber', F.phone, <Input {...form.register('phonenumber')} maxLength={11} />, { required: false, hint: F.phoneHint })}
        {user && (
          <Checkbox.Root onCheckedChange={(e) => form.setValue('resetPassword', e.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{F.resetPassword}</Checkbox.Label>
          </Checkbox.Root>
        )}
        {errors.roles && <Text color="fg.error">{errors.roles.message}</Text>}
      </Stack>
    </FormDialog>
  );
}
