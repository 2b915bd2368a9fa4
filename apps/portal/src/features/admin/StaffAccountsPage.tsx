import { Badge, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { PERMISSION_LABELS, STAFF_ROLES, STAFF_STATUSES, endpoints, type SysUserItem } from '@portal/api';
import { useSession } from '@portal/auth';
import { DialogFrame } from '@portal/ui';
import { useRef, useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { ConfirmDialog, FilterSelect, KeywordBar, ListPage, MaskedNumber, optionsOf } from '../common';
import { staffListOptions, useAdminMutations, usePage } from './queries';
import { RowButton } from './RowButton';
import type { StaffSearch } from './search';
import { StaffDialog } from './StaffDialog';

/**
 * The one-time temporary password of a new or reset account, shown until the administrator clicks
 * 我已记下 (not on a click outside).
 */
function TemporaryPasswordDialog({ shown, onClose }: { shown: { username: string; password: string }; onClose: () => void }) {
  const T = t.admin.temporary;
  return (
    <DialogFrame
      role="alertdialog"
      open
      onClose={onClose}
      closeOnInteractOutside={false}
      size="sm"
      title={T.title}
      footer={
        <Button colorPalette="brand" onClick={onClose}>
          {T.close}
        </Button>
      }
    >
      <Stack gap="3">
        <Text>{T.message(shown.username)}</Text>
        <Code fontSize="xl" p="3" textAlign="center" data-testid="temporary-password">
          {shown.password}
        </Code>
      </Stack>
    </DialogFrame>
  );
}

/** The scope of a staff account in words: its street and industry sections, or '-'. */
const scopeText = (u: SysUserItem) => [u.streetName, u.industryCodes.join('、')].filter(Boolean).join('；') || '-';

/**
 * /sysUser (administrators, 系统管理 › 工作人员账号): the staff accounts with filters; add,
 * edit (department, roles, person routers, scope, phone, password reset), enable or disable (a
 * disabled account's sessions end at once), delete one without records, export.
 */
export function StaffAccountsPage({ search, onSearchChange }: { search: StaffSearch; onSearchChange: (next: Partial<StaffSearch>) => void }) {
  const A = t.admin;
  const me = useSession((s) => s.user?.userId);
  const query = usePage(staffListOptions(search));
  const m = useAdminMutations();
  const [editing, setEditing] = useState<SysUserItem | 'new' | null>(null);
  const [temporary, setTemporary] = useState<{ username: string; password: string } | null>(null);
  // a new temporary password waits here until the form's dialog has closed: a dialog opened inside another is dismissed with it
  const madePassword = useRef<{ username: string; password: string } | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'disable' | 'remove'; user: SysUserItem } | null>(null);
  const data = query.data;
  const filter = { keyword: search.keyword, deptName: search.deptName, role: search.role, status: search.status };
  const exportList = () => void api.download(endpoints.sysUserExport, filter, { loading: true }).catch(() => undefined);
  const enable = (u: SysUserItem) => void m.ableStaff.mutateAsync({ id: u.id, status: 'active' }).then(() => notify(A.enabled, 'success'), () => undefined);
  const confirmed = () => {
    if (!confirm) return;
    const { kind, user } = confirm;
    const run = kind === 'disable' ? m.ableStaff.mutateAsync({ id: user.id, status: 'disabled' }) : m.removeStaff.mutateAsync(user.id);
    void run.then(() => notify(kind === 'disable' ? A.disabled : t.common.removed, 'success'), () => undefined).finally(() => setConfirm(null));
  };
  // the edit form needs the whole phone: read through the reveal (logged as this administrator's access)
  const edit = (u: SysUserItem) => {
    if (!u.phonenumber) return setEditing(u);
    void api.call(endpoints.revealNumber, { source: 'sysUser', id: u.id, field: 'phonenumber', page: '/sysUser' }).then(({ value }) => setEditing({ ...u, phonenumber: value }), () => undefined);
  };
  const [account, name, dept, roles, routers, scope, phone, status, actions] = A.staffColumns;
  return (
    <ListPage
      title={t.nav.titles.sysUser}
      subtitle={data && A.total(data.total)}
      actions={
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={exportList}>
            {t.common.export}
          </Button>
          <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
            {A.add}
          </Button>
        </HStack>
      }
      filters={
        <KeywordBar label={t.common.keyword} placeholder="账号、姓名或手机号" w="56" applied={search.keyword} onApply={(keyword) => onSearchChange({ keyword, page: 1 })} onReset={search.keyword || search.role || search.status ? () => onSearchChange({ keyword: undefined, role: undefined, status: undefined, deptName: undefined, page: 1 }) : undefined}>
          <FilterSelect w={{ base: 'full', sm: '48' }} label={A.role} all={A.allRoles} value={search.role ?? ''} onChange={(role) => onSearchChange({ role: role || undefined, page: 1 })} options={optionsOf(STAFF_ROLES)} />
          <FilterSelect w={{ base: 'full', sm: '32' }} label={t.common.status} all={t.common.allStatuses} value={search.status ?? ''} onChange={(status) => onSearchChange({ status: (status || undefined) as StaffSearch['status'], page: 1 })} options={optionsOf(STAFF_STATUSES, A.statusLabels)} />
        </KeywordBar>
      }
      query={query}
      rowKey={(u) => u.id}
      testId="staff"
      skeletonRows={8}
      paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
      tableProps={{ minW: '960px' }}
      columns={[
        { header: account, cell: (u) => u.username, cellProps: { fontWeight: 'medium' }, card: 'title' },
        { header: name, cell: (u) => u.name },
        { header: dept, cell: (u) => u.deptName },
        { header: roles, cell: (u) => u.roles.join('、') || '-' },
        { header: routers, cell: (u) => u.personRouters.map((p) => PERMISSION_LABELS[p as keyof typeof PERMISSION_LABELS] ?? p).join('、') || '-' },
        { header: scope, cell: scopeText },
        { header: phone, cell: (u) => (u.phonenumber ? <MaskedNumber value={u.phonenumber} kind="mobile" source="sysUser" id={u.id} field="phonenumber" /> : '-') },
        { header: status, cell: (u) => <Badge colorPalette={u.status === 'active' ? 'green' : 'gray'}>{A.statusLabels[u.status]}</Badge>, card: 'badge' },
        {
          header: actions,
          cell: (u) => (
            <HStack gap="1">
              <RowButton label={t.common.update} of={u.username} onClick={() => edit(u)} />
              {u.id === me ? null : u.status === 'active' ? <RowButton label={t.common.disable} of={u.username} palette="red" onClick={() => setConfirm({ kind: 'disable', user: u })} /> : <RowButton label={t.common.enable} of={u.username} palette="green" onClick={() => enable(u)} />}
              {u.id !== me && <RowButton label={t.common.remove} of={u.username} variant="ghost" palette="red" onClick={() => setConfirm({ kind: 'remove', user: u })} />}
            </HStack>
          ),
          card: 'actions',
        },
      ]}
    >
      {editing && (
        <StaffDialog
          key={editing === 'new' ? 'new' : editing.id}
          user={editing === 'new' ? null : editing}
          onClose={() => {
            setEditing(null);
            setTemporary(madePassword.current);
            madePassword.current = null;
          }}
          onSaved={(username, password) => {
            notify(t.common.saved, 'success');
            if (password) madePassword.current = { username, password };
          }}
        />
      )}
      {temporary && <TemporaryPasswordDialog shown={temporary} onClose={() => setTemporary(null)} />}
      <ConfirmDialog
        open={confirm !== null}
        message={confirm && (confirm.kind === 'disable' ? A.confirmDisable(confirm.user.name) : A.confirmRemove(confirm.user.name))}
        confirmLabel={confirm?.kind === 'remove' ? t.common.remove : t.common.disable}
        pending={m.ableStaff.isPending || m.removeStaff.isPending}
        onConfirm={confirmed}
        onClose={() => setConfirm(null)}
      />
    </ListPage>
  );
}
