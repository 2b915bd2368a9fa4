import { Badge, Box, Button, Flex, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { AUDIT_ACTION_LABELS, CONTENT_KINDS, CONTENT_PAGE_PATHS, NOTICE_STATUSES, NOTICE_STATUS_LABELS, endpoints, type AuditAction, type ContentKind, type NoticeStatus } from '@portal/api';
import { useSession } from '@portal/auth';
import { ArticleSkeleton } from '@portal/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { AttachmentList } from '../files';
import { pageOf } from '../navigation';
import { ButtonLink, ChoiceChips, KeywordBar, LinkTabs, ListPage, QueryState, ReasonDialog, SideDrawer, Timeline, useConfirm } from '../common';
import { proseCss, sanitizeNoticeHtml } from '../notice';
import { doorOf, type DraftInput, type StaffDetail, type StaffItem } from './doors';
import { EditorDialog } from './EditorDialog';
import type { WorkbenchSearch } from './pages';

const STATUS_COLORS: Record<NoticeStatus, string> = { draft: 'gray', pending: 'orange', approved: 'blue', rejected: 'red', published: 'green' };

/** A status as a coloured badge. */
export function StatusBadge({ status }: { status: NoticeStatus }) {
  return (
    <Badge colorPalette={STATUS_COLORS[status]} variant="subtle" data-testid="status">
      {NOTICE_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Tabs between the five staff pages. */
function KindTabs({ kind }: { kind: ContentKind }) {
  return <LinkTabs label={t.workbench.crumb} current={kind} tabs={CONTENT_KINDS.map((k) => ({ key: k, label: t.workbench.kinds[k], href: CONTENT_PAGE_PATHS[k] }))} />;
}

/** One item for staff: status, body, attachments, the audit trail and, once published, how many subscribers it reached. */
function DetailDrawer({ kind, id, onClose, pageHref }: { kind: ContentKind; id: number | null; onClose: () => void; pageHref?: ((id: number) => string) | undefined }) {
  const door = doorOf(kind);
  const detail = useQuery({ queryKey: ['user', 'workbench', 'detail', id], queryFn: ({ signal }) => door.detail(id!, signal), enabled: id !== null });
  const sent = useQuery({
    queryKey: ['user', 'workbench', 'sent', id],
    queryFn: ({ signal }) => api.call(endpoints.noticeSendResult, { id: id! }, { signal }),
    enabled: id !== null && detail.data?.status === 'published' && (kind === 'notice' || kind === 'policy'),
  });
  const d = detail.data;
  const html = useMemo(() => (d ? sanitizeNoticeHtml(d.content) : ''), [d]);
  const body = (
    <QueryState query={detail} loading={<ArticleSkeleton />} compact>
      {(d) => (
        <Stack gap="5">
          <Box>
            <Text fontSize="lg" fontWeight="semibold" color="brand.900">
              {d.title}
            </Text>
            <HStack gap="3" mt="2" fontSize="sm" color="fg.muted" wrap="wrap">
              <StatusBadge status={d.status} />
              <Text>{d.deptName}</Text>
              <Text>{t.workbench.author(d.authorName || '-')}</Text>
              {d.publishTime && <Text>{t.workbench.publishedAt(d.publishTime)}</Text>}
            </HStack>
            {sent.data && (
              <Text fontSize="sm" color="brand.700" mt="2" data-testid="send-result">
                {t.workbench.sendResult(sent.data.notified, sent.data.read)}
              </Text>
            )}
            {d.status === 'rejected' && d.rejectReason && (
              <Box bg="red.50" borderLeftWidth="4px" borderColor="red.500" px="3" py="2" mt="3" fontSize="sm">
                {t.workbench.rejectedBecause(d.rejectReason)}
              </Box>
            )}
          </Box>
          {pageHref && (
            <ButtonLink href={pageHref(d.id)} size="sm" variant="outline" colorPalette="brand" alignSelf="flex-start">
              {t.workbench.openPage}
            </ButtonLink>
          )}
          {d.summary && <Text color="fg.muted">{d.summary}</Text>}
          <Box css={{ ...proseCss, fontSize: 'md' }} dangerouslySetInnerHTML={{ __html: html }} data-testid="workbench-preview" />
          <AttachmentList files={d.attachments} unpublished={d.status !== 'published'} />
          <Box>
            <Text fontWeight="semibold" mb="2" color="brand.800">
              {t.workbench.history}
            </Text>
            <Timeline
              items={d.transitions}
              head={(tr) => t.workbench.actions[tr.action as keyof typeof t.workbench.actions] ?? tr.action}
              meta={(tr) => `${tr.actorName} · ${tr.at}`}
              note={(tr) => tr.note && t.workbench.note(tr.note)}
            />
          </Box>
        </Stack>
      )}
    </QueryState>
  );
  return (
    <SideDrawer open={id !== null} title={t.workbench.detailTitle} onClose={onClose}>
      {body}
    </SideDrawer>
  );
}

/** A row's buttons: 查看, 编辑 and 删除 for the department, and the workflow actions the server allows; 编辑 is a link to `editHref` when the kind has its own editor page, else it calls `onEdit`. */
function RowActions({ item, onView, onEdit, editHref, onAction, onDelete }: { item: StaffItem; onView: () => void; onEdit: () => void; editHref?: string | undefined; onAction: (a: AuditAction) => void; onDelete: () => void }) {
  const canEdit = item.editable && (item.status === 'draft' || item.status === 'rejected');
  return (
    <HStack gap="1" wrap="wrap" justify={{ base: 'flex-start', md: 'flex-end' }}>
      <Button size="xs" variant="ghost" colorPalette="brand" onClick={onView}>
        {t.common.view}
      </Button>
      {canEdit &&
        (editHref ? (
          <ButtonLink href={editHref} size="xs" variant="ghost" colorPalette="brand">
            {t.common.edit}
          </ButtonLink>
        ) : (
          <Button size="xs" variant="ghost" colorPalette="brand" onClick={onEdit}>
            {t.common.edit}
          </Button>
        ))}
      {item.actions.map((a) => (
        <Button key={a} size="xs" variant={a === 'reject' || a === 'withdraw' ? 'outline' : 'solid'} colorPalette={a === 'reject' ? 'red' : 'brand'} onClick={() => onAction(a)}>
          {AUDIT_ACTION_LABELS[a]}
        </Button>
      ))}
      {item.editable && (
        <Button size="xs" variant="ghost" colorPalette="red" onClick={onDelete}>
          {t.common.remove}
        </Button>
      )}
    </HStack>
  );
}

export interface ContentManagerProps {
  kind: ContentKind;
  search: WorkbenchSearch;
  onSearchChange: (next: Partial<WorkbenchSearch>) => void;
  /** a kind's own editor page (policy matters: /modifyPolicyMatterDetail, `?id=N` to edit), linked from 新建, 编辑 and the detail drawer instead of the editor dialog */
  editorPage?: string | undefined;
}

/**
 * /modifyNotice, /modifyPolicy, /modifyExplain, /modifySjgk, /modifyRcbg, /modifyPolicyMatter: the
 * staff's list of one kind of content in every status (filters in the URL), with 新建, 编辑, 提交审核, 审核通过,
 * 驳回 (with a reason), 发布, 撤回, 删除 and 导出. Which buttons a row shows is what the server says
 * the user may do (its department, or the 通知公告审核 permission).
 */
export function ContentManager({ kind, search, onSearchChange, editorPage }: ContentManagerProps) {
  const editorHref = editorPage === undefined ? undefined : (id?: number) => (id === undefined ? editorPage : `${editorPage}?id=${id}`);
  const title = pageOf(CONTENT_PAGE_PATHS[kind])!.title;
  const door = doorOf(kind);
  const queryClient = useQueryClient();
  const user = useSession((s) => s.user);
  const adminId = user?.userId;
  const params = { page: search.page, limit: search.limit, status: search.status, keyword: search.keyword, mine: search.mine };
  const list = useQuery({
    queryKey: ['user', 'workbench', kind, user?.token ?? '', params],
    queryFn: ({ signal }) => door.list(params, adminId, signal),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<{ item: StaffDetail | null } | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<StaffItem | null>(null);
  const confirm = useConfirm();

  // any change shows in every list and page of the portal
  const changed = () => queryClient.invalidateQueries();
  const audit = useMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: AuditAction; reason?: string }) => door.audit(id, action, reason ?? ''),
    onSuccess: (_r, v) => {
      notify(t.workbench.done(AUDIT_ACTION_LABELS[v.action]), 'success');
      void changed();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => door.remove(id),
    onSuccess: () => {
      notify(t.workbench.removed, 'success');
      void changed();
    },
  });
  const save = async (draft: DraftInput) => {
    await door.save(draft);
    notify(draft.submit ? t.workbench.submitted : t.workbench.saved, 'success');
    void changed();
  };
  const edit = async (id: number) => {
    try {
      setEditing({ item: await door.detail(id) });
    } catch {
      // shown by the API client
    }
  };
  const act = (item: StaffItem, action: AuditAction) => {
    if (action === 'reject') return setRejecting(item);
    if (action === 'withdraw') return confirm.ask(t.workbench.confirmWithdraw(item.title), () => audit.mutate({ id: item.id, action }));
    audit.mutate({ id: item.id, action });
  };
  const exportList = () => void api.download(endpoints.noticeExport, { category: kind, status: search.status, keyword: search.keyword }, { loading: true }).catch(() => undefined);

  const actionsOf = (item: StaffItem) => (
    <RowActions
      item={item}
      onView={() => setViewing(item.id)}
      onEdit={() => void edit(item.id)}
      editHref={editorHref?.(item.id)}
      onAction={(a) => act(item, a)}
      onDelete={() => confirm.ask(t.workbench.confirmDelete(item.title), () => remove.mutate(item.id))}
    />
  );

  return (
    <ListPage
      title={title}
      crumbs={[{ label: t.workbench.crumb }, { label: title }]}
      actions={
        <HStack gap="2" wrap="wrap">
          {editorHref ? (
            <ButtonLink href={editorHref()} size="sm" colorPalette="brand">
              {t.workbench.create}
            </ButtonLink>
          ) : (
            <Button size="sm" colorPalette="brand" onClick={() => setEditing({ item: null })}>
              {t.workbench.create}
            </Button>
          )}
          <Button size="sm" variant="outline" colorPalette="brand" onClick={exportList}>
            {t.common.export}
          </Button>
        </HStack>
      }
      filters={
        <Stack gap="3">
          <KindTabs kind={kind} />
          <Flex direction={{ base: 'column', lg: 'row' }} gap="3" justify="space-between" align={{ lg: 'center' }}>
            <ChoiceChips
              label={t.workbench.statusFilter}
              value={search.status}
              choices={[{ value: undefined, label: t.workbench.allStatuses }, ...NOTICE_STATUSES.map((s) => ({ value: s, label: NOTICE_STATUS_LABELS[s] }))]}
              onChange={(status) => onSearchChange({ status, page: 1 })}
            />
            <HStack gap="3" wrap="wrap">
              {kind !== 'explain' && (
                <chakra.label display="flex" alignItems="center" gap="1.5" fontSize="sm" cursor="pointer">
                  <chakra.input type="checkbox" checked={search.mine === true} onChange={(e) => onSearchChange({ mine: e.target.checked || undefined, page: 1 })} accentColor="var(--chakra-colors-brand-600)" />
                  {t.workbench.mine}
                </chakra.label>
              )}
              <KeywordBar key={search.keyword ?? ''} searchBox label={t.common.keyword} placeholder={t.workbench.searchPlaceholder} applied={search.keyword} onApply={(keyword) => onSearchChange({ keyword, page: 1 })} />
            </HStack>
          </Flex>
        </Stack>
      }
      query={list}
      empty={{ title: t.workbench.empty, description: t.workbench.emptyHint }}
      paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
      testId="workbench"
      tableProps={{ tableLayout: 'fixed' }}
      rowKey={(item) => item.id}
      columns={[
        {
          header: t.common.title,
          cell: (item) => (
            <>
              <Text lineClamp={2} data-testid="workbench-title">
                {item.title}
              </Text>
              {item.status === 'rejected' && item.rejectReason && (
                <Text fontSize="xs" color="red.600" fontWeight="normal" lineClamp={1}>
                  {t.workbench.rejectedBecause(item.rejectReason)}
                </Text>
              )}
            </>
          ),
          cellProps: { w: '36%' },
          card: 'title',
        },
        {
          header: t.notice.dept,
          cell: (item) => (
            <>
              <Text lineClamp={1}>{item.deptName}</Text>
              {item.authorName && (
                <Text fontSize="xs" color="fg.muted">
                  {item.authorName}
                </Text>
              )}
            </>
          ),
          cellProps: { w: '16%' },
        },
        { header: t.common.status, cell: (item) => <StatusBadge status={item.status} />, cellProps: { w: '9%' }, card: 'badge' },
        { header: t.workbench.updatedAt, cell: (item) => item.updatedAt.slice(0, 16), cellProps: { w: '13%', fontSize: 'xs', color: 'fg.muted' } },
        { header: t.common.actions, cell: actionsOf, cellProps: { textAlign: 'end' }, card: 'actions' },
      ]}
    >
      {editing && <EditorDialog key={editing.item?.id ?? 'new'} kind={kind} item={editing.item} open onClose={() => setEditing(null)} onSave={save} />}
      <DetailDrawer kind={kind} id={viewing} onClose={() => setViewing(null)} pageHref={editorHref} />
      {rejecting && (
        <ReasonDialog
          key={rejecting.id}
          title={t.workbench.rejectTitle}
          about={rejecting.title}
          label={t.workbench.rejectReason}
          hint={t.workbench.rejectPlaceholder}
          requiredMessage={t.workbench.rejectRequired}
          submitLabel={t.workbench.confirmReject}
          submitPalette="red"
          onClose={() => setRejecting(null)}
          onSubmit={(reason) => audit.mutateAsync({ id: rejecting.id, action: 'reject', reason })}
        />
      )}
      {confirm.dialog}
    </ListPage>
  );
}
