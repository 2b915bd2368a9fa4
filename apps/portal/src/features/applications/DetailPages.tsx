import { Box, Button, HStack, Input, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { ApiError, APPLICATION_FILERS, APPLICATION_WORKFLOW, CODE, type ApplicationAction, type ApplicationDetail } from '@portal/api';
import { useSession } from '@portal/auth';
import { EmptyState, ListSkeleton } from '@portal/ui';
import { useState, type ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { ButtonLink, FormField, PageFrame, QueryState } from '../common';
import { ForbiddenError } from '../navigation';
import { DetailView, Section, StatusBadge } from './DetailView';
import { useApplicationDetail, useApplicationMutations, type ListViewer } from './queries';

/** Actions staff fire from the audit page, in the order the buttons show, with their colours. */
const STAFF_ACTIONS = { agree: 'green', against: 'orange', refused: 'red', fail: 'red', publicityStart: 'purple', publicityEnd: 'purple', revocation: 'gray' } as const satisfies Partial<Record<ApplicationAction, string>>;

/** A detail page: the frame (title, breadcrumb back to `list`), then the loading, error and missing states of the application, or `render` of it. */
function DetailFrame({ viewer, id, title, list, render }: { viewer: ListViewer; id: number | undefined; title: string; list: { label: string; to: string }; render: (app: ApplicationDetail) => ReactNode }) {
  const query = useApplicationDetail(viewer, id);
  // someone else's application (e.g. a forwarded message link): the 403 page, never the item
  if (query.isError && query.error instanceof ApiError && query.error.code === CODE.forbidden) throw new ForbiddenError(t.applications.detail.ownerOnly);
  return (
    <PageFrame maxW="6xl" title={title} crumbs={[list, { label: title }]}>
      {id === undefined ? (
        <EmptyState icon="alert" title={t.applications.detail.missing} />
      ) : (
        <QueryState query={query} loading={<ListSkeleton rows={8} />}>
          {(app) => <DetailView app={app} extra={render(app)} />}
        </QueryState>
      )}
    </PageFrame>
  );
}

/**
 * A note and the action buttons: each button fires one action with the note; an action whose
 * comment the transition table requires refuses to go without one ('请填写…意见').
 */
function ActionBox({ actions, onAction, busy, hint }: { actions: { action: ApplicationAction; label: string; palette: string; variant: 'solid' | 'outline' }[]; onAction: (action: ApplicationAction, comment: string) => Promise<unknown>; busy: boolean; hint: string }) {
  const T = t.applications.actions;
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (actions.length === 0) return null;
  const fire = (action: ApplicationAction) => {
    const rule = APPLICATION_WORKFLOW.actions[action];
    if (rule.comment === 'required' && !comment.trim()) return setProblem(T.commentRequired(rule.label));
    setProblem(null);
    void onAction(action, comment.trim()).then(
      () => setComment(''),
      () => undefined,
    );
  };
  return (
    <Box bg="brand.subtle" borderRadius="md" p="4" data-testid="action-box">
      <Stack gap="3">
        <FormField label={T.comment} error={problem ?? undefined}>
          <Textarea value={comment} onChange={(e) => setComment(e.target.value)} rows={3} maxLength={500} bg="white" placeholder={hint} />
        </FormField>
        <Wrap gap="2">
          {actions.map((a) => (
            <Button key={a.action} size="sm" colorPalette={a.palette} variant={a.variant} loading={busy} onClick={() => fire(a.action)}>
              {a.label}
            </Button>
          ))}
        </Wrap>
      </Stack>
    </Box>
  );
}

/**
 * 评分 of a housing subsidy application (zfbtUser): 0 to 100 with a note, the suggested score of the
 * scoring standard beside it; approval needs at least one score (the server answers 4009 otherwise).
 */
function ScoreBox({ app }: { app: ApplicationDetail }) {
  const T = t.applications.score;
  const m = useApplicationMutations();
  const [score, setScore] = useState(app.suggestedScore !== null ? String(app.suggestedScore) : '');
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const n = Number(score);
    if (score.trim() === '' || !Number.isFinite(n) || n < 0 || n > 100) return setProblem(T.invalid);
    setProblem(null);
    void m.score.mutateAsync({ id: app.id, score: n, comment: comment.trim() }).then(
      (r) => notify(T.done(r.averageScore), 'success'),
      () => undefined,
    );
  };
  return (
    <Section title={T.title} testId="score-box">
      <Stack gap="2" maxW="xl">
        <HStack gap="2" align="flex-start" wrap="wrap">
          <FormField label={T.score} error={problem ?? undefined} w="32">
            <Input size="sm" inputMode="decimal" value={score} onChange={(e) => setScore(e.target.value)} />
          </FormField>
          <FormField label={T.comment} flex="1" minW="48">
            <Input size="sm" value={comment} maxLength={500} onChange={(e) => setComment(e.target.value)} />
          </FormField>
        </HStack>
        {app.suggestedScore !== null && (
          <Text fontSize="xs" color="fg.muted">
            {t.applications.detail.suggested(app.suggestedScore)}
          </Text>
        )}
        <Button size="sm" colorPalette="brand" variant="outline" alignSelf="flex-start" loading={m.score.isPending} onClick={submit}>
          {T.submit}
        </Button>
      </Stack>
    </Section>
  );
}

/**
 * /perAuditDetail and /entAuditDetail (staff of the type's department): the application with its
 * eligibility checks and timeline, and the actions the transition table allows now — 审核通过,
 * 退回修改, 审核不通过, 办理失败 (with a note; required for all but approval), 开始公示 and 结束公示,
 * 撤销审核结果. Every action sends the version shown, so a second member of staff acting on a
 * stale page gets 4009 and nothing changes.
 */
export function AuditDetailPage({ id, kind }: { id: number | undefined; kind: 'person' | 'ent' }) {
  const T = t.applications;
  const m = useApplicationMutations();
  const act = async (app: ApplicationDetail, action: keyof typeof STAFF_ACTIONS, comment: string) => {
    const item = { id: app.id, version: app.version };
    if (action === 'revocation') await m.revocation.mutateAsync({ ...item, comment });
    else if (action === 'publicityStart' || action === 'publicityEnd') {
      const failed = (await m.publicity.mutateAsync({ items: [item], action: action === 'publicityStart' ? 'start' : 'end', comment })).results.find((x) => !x.ok);
      if (failed) {
        notify(failed.msg, 'error');
        throw new Error(failed.msg);
      }
    } else await m.audit.mutateAsync({ ...item, action, comment });
    notify(T.actions.done(APPLICATION_WORKFLOW.actions[action].label), 'success');
  };
  return (
    <DetailFrame
      viewer="staff"
      id={id}
      title={kind === 'person' ? T.audit.personTitle : T.audit.entTitle}
      list={{ label: T.list.staffTitle[kind], to: kind === 'person' ? '/perBusiness' : '/zygSubsidy' }}
      render={(app) =>
        APPLICATION_FILERS[app.type] === kind ? (
          <Stack gap="5">
            {app.type === 'zfbtUser' && (app.status === 'awaiting_check' || app.status === '') && <ScoreBox app={app} />}
            <ActionBox
              busy={m.audit.isPending || m.publicity.isPending || m.revocation.isPending}
              hint={T.actions.staffHint}
              onAction={(action, comment) => act(app, action as keyof typeof STAFF_ACTIONS, comment)}
              actions={(Object.keys(STAFF_ACTIONS) as (keyof typeof STAFF_ACTIONS)[])
                .filter((a) => app.allowedActions.includes(a))
                .map((a) => ({ action: a, label: APPLICATION_WORKFLOW.actions[a].label, palette: STAFF_ACTIONS[a], variant: a === 'agree' ? 'solid' : 'outline' }))}
            />
          </Stack>
        ) : (
          <Text color="fg.muted">{T.audit.otherKind}</Text>
        )
      }
    />
  );
}

/**
 * /perBusDetail: the applicant's (or filing enterprise's) view of one application with its
 * timeline; 撤回 while it waits for approval (with an optional reason), 修改后重新提交 after a
 * return for correction or a withdrawal, 继续填写 for a draft.
 */
export function ApplicantDetailPage({ id }: { id: number | undefined }) {
  const T = t.applications;
  const m = useApplicationMutations();
  const kind = useSession((s) => s.userType === 2) ? 'ent' : 'person';
  const withdraw = (app: ApplicationDetail, comment: string) => m.withdraw.mutateAsync({ id: app.id, version: app.version, comment }).then(() => notify(T.actions.withdrawn, 'success'));
  return (
    <DetailFrame
      viewer="own"
      id={id}
      title={T.detail.title}
      list={{ label: T.list.ownTitle[kind], to: kind === 'ent' ? '/zygSubsidy' : '/perBusiness' }}
      render={(app) => {
        const withdrawal = (['withdraw', 'entWithdraw'] as const).find((a) => app.allowedActions.includes(a));
        const canEdit = app.allowedActions.includes('fill');
        const draft = app.status === 'temporary_storage';
        if (!withdrawal && !canEdit) return null;
        return (
          <Section title={T.detail.handle}>
            <Stack gap="3">
              {canEdit && (
                <HStack gap="3" wrap="wrap" data-testid="edit-box">
                  <StatusBadge status={app.status} />
                  <Text fontSize="sm">{draft ? T.detail.draftHint : T.detail.resubmitHint}</Text>
                  <ButtonLink href={app.type === 'springAllowance' ? `/modifyChunjieEnt?id=${app.id}` : `/applySubsidies?type=${app.type}&id=${app.id}`} size="sm" colorPalette="brand">
                    {draft ? T.detail.continue : T.detail.resubmit}
                  </ButtonLink>
                </HStack>
              )}
              {withdrawal && <ActionBox busy={m.withdraw.isPending} hint={T.actions.withdrawHint} onAction={(_, comment) => withdraw(app, comment)} actions={[{ action: withdrawal, label: T.actions.withdraw, palette: 'red', variant: 'outline' }]} />}
            </Stack>
          </Section>
        );
      }}
    />
  );
}
