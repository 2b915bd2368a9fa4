import { Badge, Button, HStack, Text, chakra } from '@chakra-ui/react';
import { ENTERPRISE_TYPES, ENT_ACCOUNT_STATUSES, ENT_ACCOUNT_STATUS_LABELS, SETTLE_STATUSES, SETTLE_STATUS_LABELS, endpoints, type EnterpriseType, type EntAccountItem } from '@portal/api';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { ConfirmDialog, FilterSelect, FormDialog, KeywordBar, ListPage, optionsOf, ReasonDialog, useDict } from '../common';
import { entListOptions, useAdminMutations, usePage } from './queries';
import { RowButton } from './RowButton';
import type { EntSearch } from './search';

const ACCOUNT_PALETTE = { active: 'green', pending: 'orange', disabled: 'gray' } as const;
const SETTLE_PALETTE = { awaiting_check: 'orange', agree: 'green', refused: 'red', against: 'red' } as const;

/**
 * 类型 of an enterprise account: a checkbox per enterprise type the 数据字典 offers (enterpriseType,
 * labelled there; the values are ENTERPRISE_TYPES, which the pages of SPEC.md section 3 key on), saved with 保存.
 */
function EnterpriseTypeDialog({ item, onClose }: { item: EntAccountItem; onClose: () => void }) {
  const E = t.admin.ent;
  const m = useAdminMutations();
  const [types, setTypes] = useState<EnterpriseType[]>(ENTERPRISE_TYPES.filter((type) => item.enterpriseTypes.includes(type)));
  const dict = useDict('enterpriseType');
  // the enabled options, and a type the account holds though its option was turned off (so it can be cleared)
  const offered = ENTERPRISE_TYPES.filter((type) => types.includes(type) || dict.options?.some((o) => o.value === type));
  return (
    <FormDialog
      open
      title={E.typesTitle(item.entName)}
      onClose={onClose}
      onSubmit={async () => {
        await m.setEntTypes.mutateAsync({ id: item.userId, enterpriseTypes: types });
        notify(E.typesSaved, 'success');
        return true;
      }}
    >
      <chakra.fieldset>
        <chakra.legend fontSize="sm" fontWeight="medium" mb="2">
          {E.typesLegend}
        </chakra.legend>
        {offered.map((type) => (
          <chakra.label key={type} display="flex" alignItems="center" gap="2" minH="11" cursor="pointer">
            <chakra.input type="checkbox" checked={types.includes(type)} onChange={(e) => setTypes((now) => (e.target.checked ? [...now, type] : now.filter((x) => x !== type)))} style={{ accentColor: 'var(--chakra-colors-brand-600)' }} />
            {dict.labelOf(type)}
          </chakra.label>
        ))}
      </chakra.fieldset>
    </FormDialog>
  );
}

/**
 * /entAccount (administrators, 系统管理 › 企业账号与入驻审核): enterprise accounts with their
 * newest settle-in application, waiting ones first; 通过 opens the account, 不通过 keeps it closed
 * with a reason (the applicant sees both at /loginStatus and gets an SMS); 开通 / 关闭 an account
 * (closing ends its sessions at once); 类型 sets its enterprise types; export.
 */
export function EnterpriseAccountsPage({ search, onSearchChange }: { search: EntSearch; onSearchChange: (next: Partial<EntSearch>) => void }) {
  const E = t.admin.ent;
  const query = usePage(entListOptions(search));
  const m = useAdminMutations();
  const entTypes = useDict('enterpriseType');
  const [refusing, setRefusing] = useState<EntAccountItem | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'agree' | 'close'; item: EntAccountItem } | null>(null);
  const [typing, setTyping] = useState<EntAccountItem | null>(null);
  const data = query.data;
  const exportList = () => void api.download(endpoints.centerEntExport, { keyword: search.keyword, accountStatus: search.accountStatus, settleStatus: search.settleStatus }, { loading: true }).catch(() => undefined);
  const open = (e: EntAccountItem) => void m.openEnt.mutateAsync({ id: e.userId, status: 'active' }).then(() => notify(E.opened, 'success'), () => undefined);
  const confirmed = () => {
    if (!confirm) return;
    const { kind, item } = confirm;
    const run = kind === 'agree' ? m.report.mutateAsync({ id: item.application!.id, action: 'agree', note: '' }) : m.openEnt.mutateAsync({ id: item.userId, status: 'disabled' });
    void run.then(() => notify(kind === 'agree' ? E.agreed : E.closed, 'success'), () => undefined).finally(() => setConfirm(null));
  };
  const [entName, creditCode, contact, phone, types, accountStatus, application, actions] = E.columns;
  return (
    <ListPage
      title={t.nav.titles.entAccount}
      subtitle={data && E.total(data.total)}
      actions={
        <Button size="sm" variant="outline" onClick={exportList}>
          {t.common.export}
        </Button>
      }
      filters={
        <KeywordBar label={t.common.keyword} placeholder="企业名称、信用代码或联系人" w="56" applied={search.keyword} onApply={(keyword) => onSearchChange({ keyword, page: 1 })} onReset={false}>
          <FilterSelect w={{ base: 'full', sm: '36' }} label={E.accountStatus} all={E.allAccounts} value={search.accountStatus ?? ''} onChange={(v) => onSearchChange({ accountStatus: (v || undefined) as EntSearch['accountStatus'], page: 1 })} options={optionsOf(ENT_ACCOUNT_STATUSES, ENT_ACCOUNT_STATUS_LABELS)} />
          <FilterSelect w={{ base: 'full', sm: '36' }} label={E.settleStatus} all={E.allApplications} value={search.settleStatus ?? ''} onChange={(v) => onSearchChange({ settleStatus: (v || undefined) as EntSearch['settleStatus'], page: 1 })} options={optionsOf(SETTLE_STATUSES, SETTLE_STATUS_LABELS)} />
        </KeywordBar>
      }
      query={query}
      rowKey={(e) => e.userId}
      testId="ent"
      skeletonRows={8}
      paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
      tableProps={{ minW: '900px' }}
      columns={[
        { header: entName, cell: (e) => e.entName, cellProps: { fontWeight: 'medium' }, card: 'title' },
        { header: creditCode, cell: (e) => e.creditCode },
        { header: contact, cell: (e) => e.contactName },
        { header: phone, cell: (e) => e.phonenumber || '-' },
        {
          header: types,
          cell: (e) =>
            e.enterpriseTypes.length ? (
              <HStack gap="1" wrap="wrap">
                {e.enterpriseTypes.map((type) => (
                  <Badge key={type} colorPalette="purple">
                    {entTypes.labelOf(type)}
                  </Badge>
                ))}
              </HStack>
            ) : (
              <Text fontSize="xs" color="fg.muted">
                {E.noType}
              </Text>
            ),
        },
        { header: accountStatus, cell: (e) => <Badge colorPalette={ACCOUNT_PALETTE[e.accountStatus]}>{ENT_ACCOUNT_STATUS_LABELS[e.accountStatus]}</Badge>, card: 'badge' },
        {
          header: application,
          cell: (e) =>
            e.application ? (
              <>
                <Badge colorPalette={SETTLE_PALETTE[e.application.status]}>{SETTLE_STATUS_LABELS[e.application.status]}</Badge>
                <Text fontSize="xs" color="fg.muted">
                  {e.application.submittedAt.slice(0, 16)}
                  {e.application.licenceName && ` · ${E.licence}：${e.application.licenceName}`}
                </Text>
                {e.application.note && <Text fontSize="xs">{e.application.note}</Text>}
              </>
            ) : (
              <Text fontSize="xs" color="fg.muted">
                {E.none}
              </Text>
            ),
        },
        {
          header: actions,
          cell: (e) => (
            <HStack gap="1">
              {e.application?.status === 'awaiting_check' && (
                <>
                  <RowButton label={E.agree} of={e.entName} variant="solid" palette="brand" onClick={() => setConfirm({ kind: 'agree', item: e })} />
                  <RowButton label={E.refuse} of={e.entName} palette="red" onClick={() => setRefusing(e)} />
                </>
              )}
              {e.accountStatus !== 'pending' && <RowButton label={E.types} of={e.entName} aria-label={E.typesTitle(e.entName)} onClick={() => setTyping(e)} />}
              {e.accountStatus === 'active' && <RowButton label={t.common.close} of={e.entName} palette="red" onClick={() => setConfirm({ kind: 'close', item: e })} />}
              {e.accountStatus === 'disabled' && <RowButton label={E.open} of={e.entName} palette="green" onClick={() => open(e)} />}
            </HStack>
          ),
          card: 'actions',
        },
      ]}
    >
      {refusing && (
        // 不通过 of a settle-in application, with the reason the applicant reads at /loginStatus and in the SMS
        <ReasonDialog
          key={refusing.userId}
          title={E.refuseTitle(refusing.entName)}
          label={E.reason}
          requiredMessage={E.reasonRequired}
          submitLabel={E.refuse}
          submitPalette="red"
          maxLength={200}
          onClose={() => setRefusing(null)}
          onSubmit={(note) => m.report.mutateAsync({ id: refusing.application!.id, action: 'refused', note }).then(() => notify(E.refused, 'success'))}
        />
      )}
      {typing && <EnterpriseTypeDialog key={typing.userId} item={typing} onClose={() => setTyping(null)} />}
      <ConfirmDialog
        open={confirm !== null}
        message={confirm && (confirm.kind === 'agree' ? E.confirmAgree(confirm.item.entName) : E.confirmClose(confirm.item.entName))}
        confirmLabel={confirm?.kind === 'agree' ? E.agree : t.common.close}
        confirmPalette={confirm?.kind === 'agree' ? 'brand' : 'red'}
        pending={m.report.isPending || m.openEnt.isPending}
        onConfirm={confirmed}
        onClose={() => setConfirm(null)}
      />
    </ListPage>
  );
}
