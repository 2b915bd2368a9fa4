import { Box, Button, Flex, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { Note } from '@portal/ui';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, APPLICATION_WORKFLOW, APPLICATION_TYPE_LABELS, endpoints, type ApplicationItem, type ApplicationStatus, type ApplicationType } from '@portal/api';
import { useSession } from '@portal/auth';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { ButtonLink, CheckBox, FilterBar, FilterSelect, ListPage, optionsOf } from '../common';
import { useMayOpen } from '../navigation';
import { typesOf } from './filers';
import { StatusBadge, yuan } from './DetailView';
import { auditPathOf, useApplicationList, useApplicationMutations, type ListViewer } from './queries';
import type { ApplicationSearch } from './search';

/** Statuses offered by the filter ('' is pending like awaiting_check and is found with it). */
const FILTER_STATUSES = APPLICATION_STATUSES.filter((s) => s !== '');

/** The filter form (type, status, keyword); starts from the URL and is re-created when it changes. */
function Filters({ search, types, onSubmit }: { search: ApplicationSearch; types: ApplicationType[]; onSubmit: (next: Partial<ApplicationSearch>) => void }) {
  const F = t.applications.list;
  const [v, setV] = useState<{ type: string; status: string; keyword: string }>({ type: search.type ?? '', status: search.status ?? '', keyword: search.keyword ?? '' });
  return (
    <FilterBar
      display="grid"
      gridTemplateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }}
      buttonsProps={{ gridColumn: { base: 'span 2', md: 'auto' } }}
      onSearch={() => onSubmit({ type: (v.type || undefined) as ApplicationType | undefined, status: (v.status || undefined) as ApplicationStatus | undefined, keyword: v.keyword.trim() || undefined, page: 1 })}
      onReset={() => {
        setV({ type: '', status: '', keyword: '' });
        onSubmit({ type: undefined, status: undefined, keyword: undefined, page: 1 });
      }}
    >
      <FilterSelect label={F.type} all={F.allTypes} value={v.type} onChange={(type) => setV((p) => ({ ...p, type }))} options={optionsOf(types, APPLICATION_TYPE_LABELS)} />
      <FilterSelect label={F.status} all={F.allStatuses} value={v.status} onChange={(status) => setV((p) => ({ ...p, status }))} options={optionsOf(FILTER_STATUSES, APPLICATION_STATUS_LABELS)} />
      <Input size="sm" aria-label={F.keyword} placeholder={F.keywordPlaceholder} value={v.keyword} maxLength={50} onChange={(e) => setV((p) => ({ ...p, keyword: e.target.value }))} gridColumn={{ base: 'span 2', md: 'auto' }} />
    </FilterBar>
  );
}

/** One application of a list: number and type, applicant or enterprise, amount, status, time, and where it opens. */
export function ApplicationRow({ item, viewer, selected, onSelect }: { item: ApplicationItem; viewer: ListViewer; selected?: boolean; onSelect?: (on: boolean) => void }) {
  const T = t.applications.list;
  const to = viewer === 'staff' ? auditPathOf(item.type) : '/perBusDetail';
  return (
    <Flex data-testid="application-row" direction={{ base: 'column', md: 'row' }} gap={{ base: '1', md: '4' }} py="3" borderBottomWidth="1px" borderColor="border.muted" align={{ md: 'center' }}>
      {onSelect && <CheckBox label={T.select(item.applyNo)} checked={selected ?? false} onChange={onSelect} />}
      <Box flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Link to={to} search={{ id: item.id }}>
            <Text as="span" color="brand.700" fontWeight="medium" _hover={{ textDecoration: 'underline' }}>
              {item.typeLabel}
            </Text>
          </Link>
          <StatusBadge status={item.status} size="sm" />
        </HStack>
        <Note mt="1">
          {item.applyNo} · {item.applicantName || item.entName}
          {item.applicantIdCard && ` · ${item.applicantIdCard}`}
          {item.peopleCount > 0 && ` · ${T.people(item.peopleCount)}`}
        </Note>
      </Box>
      <Text fontSize="sm" minW={{ md: '28' }} textAlign={{ md: 'right' }}>
        {item.amount > 0 ? yuan(item.amount) : ''}
      </Text>
      <Note minW={{ md: '40' }} textAlign={{ md: 'right' }}>{item.submittedAt ? T.submittedAt(item.submittedAt.slice(0, 16)) : T.savedAt(item.updatedAt.slice(0, 16))}</Note>
      <ButtonLink href={`${to}?id=${item.id}`} size="xs" variant="outline" colorPalette="brand" alignSelf={{ base: 'flex-start', md: 'center' }}>
        {viewer === 'staff' ? T.audit : T.view}
      </ButtonLink>
    </Flex>
  );
}

/** Pending applications of the page can be audited together (task/batchAudit: one request, one result per item). */
const isPending = (a: ApplicationItem) => a.status === '' || a.status === 'awaiting_check';

/** The actions of 批量审核 with their colours. */
const BATCH_ACTIONS = [['agree', 'green'], ['against', 'orange'], ['refused', 'red']] as const;

/** 批量审核: a note and 批量通过 / 批量退回修改 / 批量不通过 for the chosen applications; reports how many went through and why others did not. */
function BatchBar({ chosen, onDone }: { chosen: ApplicationItem[]; onDone: () => void }) {
  const T = t.applications.list;
  const m = useApplicationMutations();
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const run = (action: 'agree' | 'against' | 'refused') => {
    if (action !== 'agree' && !comment.trim()) return setProblem(t.applications.actions.commentRequired(APPLICATION_WORKFLOW.actions[action].label));
    setProblem(null);
    void m.batchAudit.mutateAsync({ items: chosen.map((a) => ({ id: a.id, version: a.version })), action, comment: comment.trim() }).then((r) => {
      notify(T.batchDone(r.succeeded, r.failed), r.failed ? 'warning' : 'success');
      for (const f of r.results.filter((x) => !x.ok).slice(0, 3)) notify(`${chosen.find((a) => a.id === f.id)?.applyNo ?? f.id}：${f.msg}`, 'error');
      setComment('');
      onDone();
    }, () => undefined);
  };
  return (
    <Stack gap="2" bg="brand.subtle" p="3" borderRadius="md" data-testid="batch-bar">
      <HStack gap="2" wrap="wrap">
        <Text fontSize="sm" fontWeight="medium">
          {T.chosen(chosen.length)}
        </Text>
        <Input size="sm" bg="white" flex="1" minW="48" aria-label={t.applications.actions.comment} placeholder={t.applications.actions.staffHint} value={comment} maxLength={500} onChange={(e) => setComment(e.target.value)} />
      </HStack>
      {problem && (
        <Text fontSize="sm" color="red.600">
          {problem}
        </Text>
      )}
      <HStack gap="2" wrap="wrap">
        {BATCH_ACTIONS.map(([action, palette]) => (
          <Button key={action} size="sm" colorPalette={palette} variant={action === 'agree' ? 'solid' : 'outline'} disabled={chosen.length === 0} loading={m.batchAudit.isPending} onClick={() => run(action)}>
            {T.batch(APPLICATION_WORKFLOW.actions[action].label)}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}

export interface ApplicationListPageProps {
  /** /perBusiness lists individuals' applications, /zygSubsidy enterprises' */
  scope: 'person' | 'ent';
  search: ApplicationSearch;
  onSearchChange: (next: Partial<ApplicationSearch>) => void;
}

/**
 * /perBusiness and /zygSubsidy (kept alive: filters and page in the URL, pages in the query cache,
 * the scroll position restored on return). Individuals and enterprises see their own applications
 * (apply/list); staff the applications of their department (task/list), which open the audit page.
 */
export function ApplicationListPage({ scope, search, onSearchChange }: ApplicationListPageProps) {
  const T = t.applications.list;
  const userType = useSession((s) => s.userType);
  const viewer: ListViewer = userType === 1 ? 'staff' : 'own';
  const title = viewer === 'staff' ? T.staffTitle[scope] : T.ownTitle[scope];
  const query = useApplicationList(viewer, scope, search);
  // staff see the other list (individuals' or enterprises') only when their departments audit some of it
  const otherListOpen = useMayOpen(scope === 'person' ? '/zygSubsidy' : '/perBusiness');
  // schools have a list of claimed records but do not apply
  const mayApply = useMayOpen('/applySubsidies');
  const filtered = Boolean(search.type || search.status || search.keyword);
  const [chosenIds, setChosenIds] = useState<number[]>([]);
  const pending = viewer === 'staff' ? (query.data?.list ?? []).filter(isPending) : [];
  const chosen = pending.filter((a) => chosenIds.includes(a.id));
  const allChosen = pending.length > 0 && chosen.length === pending.length;
  return (
    <ListPage
      title={title}
      actions={
        <HStack gap="2" wrap="wrap">
          {viewer === 'own' && mayApply && (
            <ButtonLink href="/applySubsidies" size="sm" colorPalette="brand">{T.apply}</ButtonLink>
          )}
          {viewer === 'own' && scope === 'ent' && (
            <ButtonLink href="/modifyChunjieEnts" size="sm" colorPalette="brand" variant="outline">{T.spring}</ButtonLink>
          )}
          {viewer === 'staff' && otherListOpen && (
            <ButtonLink href={scope === 'person' ? '/zygSubsidy' : '/perBusiness'} size="sm" colorPalette="brand" variant="outline">
              {T.staffTitle[scope === 'person' ? 'ent' : 'person']}
            </ButtonLink>
          )}
          <Button size="sm" variant="outline" onClick={() => void api.download(endpoints.taskExport, { filer: scope, type: search.type, status: search.status, keyword: search.keyword }, { loading: true }).catch(() => undefined)}>
            {T.export}
          </Button>
        </HStack>
      }
      filters={
        <Stack gap="2">
          <Filters key={JSON.stringify([search.type, search.status, search.keyword])} search={search} types={typesOf(scope)} onSubmit={onSearchChange} />
          <HStack justify="space-between" wrap="wrap" gap="2">
            {query.data && (
              <Note data-testid="application-total">{T.total(query.data.total)}</Note>
            )}
            {pending.length > 0 && (
              <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm">
                <input type="checkbox" checked={allChosen} onChange={(e) => setChosenIds(e.target.checked ? pending.map((a) => a.id) : [])} />
                {T.chooseAll(pending.length)}
              </chakra.label>
            )}
          </HStack>
          {chosen.length > 0 && <BatchBar chosen={chosen} onDone={() => setChosenIds([])} />}
        </Stack>
      }
      query={query}
      empty={{ title: filtered ? T.emptyFiltered : T.empty, description: viewer === 'own' && !filtered ? T.emptyHint : undefined }}
      paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
      testId="application"
      body={(list) =>
        list.map((item) => (
          <ApplicationRow
            key={item.id}
            item={item}
            viewer={viewer}
            selected={chosenIds.includes(item.id)}
            onSelect={viewer === 'staff' && isPending(item) ? (on) => setChosenIds((ids) => (on ? [...ids, item.id] : ids.filter((x) => x !== item.id))) : undefined}
          />
        ))
      }
    />
  );
}
