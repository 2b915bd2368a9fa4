import { Box, Button, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { HOTLINE_DEPARTMENTS, HOTLINE_ROLE, HOTLINE_TRANSITIONS, type CallEventDetail, type HotlineAction } from '@portal/api';
import { useSession } from '@portal/auth';
import { EmptyState, ListSkeleton, Note } from '@portal/ui';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { FormField, PageFrame, QueryState, RecordList, SelectField, SubSection, Timeline } from '../common';
import { AttachmentList } from '../files';
import { useKnowledgeMutations } from '../knowledge';
import { CallStatusBadge, TimeLeft } from './CallListPage';
import { useCallEvent, useCallRecords, useHotlineMutations } from './queries';

const H = t.hotline;

/**
 * /respondCallDetail?id= : one call event — its facts, time left, the timeline (who, department,
 * when, what), the answer, attachments and call records; the buttons are the actions of
 * HOTLINE_TRANSITIONS the server says the user may fire now (`actions` of the detail); the caller
 * rates a closed event once.
 */
export function CallDetailPage({ id }: { id: number | undefined }) {
  const query = useCallEvent(id ?? 0);
  return (
    <PageFrame title={H.detailTitle} crumbs={[{ label: H.listTitle, to: '/respondCall' }, { label: H.detailTitle }]}>
      {id === undefined ? (
        <EmptyState title={t.common.missing} />
      ) : (
        <QueryState query={query} loading={<ListSkeleton rows={6} />}>
          {(e) => (
            <Stack gap="5">
              <Box borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '5' }} borderColor={e.overdue ? 'red.400' : 'border'}>
                <HStack gap="3" wrap="wrap" mb="2">
                  <Text fontWeight="semibold" data-testid="call-no">
                    {e.eventNo}
                  </Text>
                  <CallStatusBadge status={e.status} />
                  <Note>{e.categoryName} · {H.channel[e.channel]} · {e.createdAt.slice(0, 16)}</Note>
                  <TimeLeft e={e} />
                </HStack>
                <Text whiteSpace="pre-wrap">{e.content}</Text>
                <Note mt="2">
                  {H.caller}：{e.callerName}
                  {e.contact && ` · ${e.contact}`}
                  {e.deptName && ` · ${H.dept}：${e.deptName}${e.assigneeName ? `（${e.assigneeName}）` : ''}`}
                </Note>
                <AttachmentList files={e.attachments} />
              </Box>
              <Actions e={e} />
              <SubSection title={H.answer} ruled={false} gap="2">
                <Text whiteSpace="pre-wrap" color={e.answer ? undefined : 'fg.muted'} data-testid="call-answer">
                  {e.answer || H.noAnswer}
                </Text>
                {e.status === 'closed' && <ToKnowledge id={e.id} />}
              </SubSection>
              {e.status === 'closed' && (e.mine || e.score !== null) && <Rating e={e} />}
              <SubSection title={H.timeline} ruled={false} gap="2">
                <Timeline items={e.timeline} testId="call-timeline" head={(s) => s.label} meta={(s) => `${s.userName}${s.deptName && `（${s.deptName}）`} · ${s.at.slice(0, 16)}`} note={(s) => s.note} />
              </SubSection>
              <Records e={e} />
            </Stack>
          )}
        </QueryState>
      )}
    </PageFrame>
  );
}

/** The buttons of the actions the user may fire, each with its note (HOTLINE_TRANSITIONS `note`) and, for allotting, the department. */
function Actions({ e }: { e: CallEventDetail }) {
  const m = useHotlineMutations();
  const [open, setOpen] = useState<HotlineAction | null>(null);
  const [note, setNote] = useState('');
  const [dept, setDept] = useState('');
  if (e.actions.length === 0) return null;
  const rule = open ? HOTLINE_TRANSITIONS.actions[open] : null;
  const fire = async (action: HotlineAction) => {
    if (action === 'allot' || action === 'reallot') await m.allot.mutateAsync({ id: e.id, version: e.version, deptName: dept, note });
    else if (action === 'accept') await m.accept.mutateAsync(e.id);
    else if (action === 'sendBack') await m.sendBack.mutateAsync({ id: e.id, note });
    else await m.close.mutateAsync({ id: e.id, answer: note });
    notify(H.done(HOTLINE_TRANSITIONS.actions[action].label), 'success');
    setOpen(null);
    setNote('');
  };
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle">
      <HStack gap="2" wrap="wrap">
        {e.actions.map((a) => (
          <Button key={a} size="sm" colorPalette={a === 'sendBack' ? 'orange' : 'brand'} variant={open === a ? 'solid' : 'outline'} onClick={() => (HOTLINE_TRANSITIONS.actions[a].note ? setOpen(a) : void fire(a).catch(() => undefined))}>
            {HOTLINE_TRANSITIONS.actions[a].label}
          </Button>
        ))}
      </HStack>
      {open && rule && (
        <Stack gap="3">
          {(open === 'allot' || open === 'reallot') && (
            <SelectField label={H.allotDept} required size="sm" maxW="xs" value={dept} onChange={setDept} placeholder={H.chooseDept} options={HOTLINE_DEPARTMENTS} fieldProps={{ bg: 'white' }} />
          )}
          <FormField required={open === 'sendBack' || open === 'close'} mark={false} label={rule.note}>
            <Textarea rows={open === 'close' ? 5 : 3} maxLength={open === 'close' ? 2000 : 500} bg="white" value={note} onChange={(ev) => setNote(ev.target.value)} />
          </FormField>
          <HStack>
            <Button size="sm" colorPalette="brand" disabled={((open === 'allot' || open === 'reallot') && !dept) || ((open === 'sendBack' || open === 'close') && !note.trim())} onClick={() => void fire(open).catch(() => undefined)}>
              {H.confirm(rule.label)}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setOpen(null)}>
              {t.common.cancel}
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}

/** For the hotline centre: turns the closed event's question and answer into a draft knowledge item. */
function ToKnowledge({ id }: { id: number }) {
  const hotline = useSession((s) => s.userType === 1 && (s.user?.userType ?? []).includes(HOTLINE_ROLE));
  const { fromEvent } = useKnowledgeMutations();
  if (!hotline) return null;
  return (
    <Button size="xs" variant="outline" colorPalette="brand" mt="2" loading={fromEvent.isPending} onClick={() => void fromEvent.mutateAsync(id).then(() => notify(t.knowledge.fromEventDone, 'success'), () => undefined)}>
      {t.knowledge.fromEvent}
    </Button>
  );
}

/** The caller's rating form of a closed event (once), or the rating given. */
function Rating({ e }: { e: CallEventDetail }) {
  const { rate } = useHotlineMutations();
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState('');
  if (e.score !== null)
    return (
      <SubSection title={H.rate} ruled={false} gap="1" testId="call-rating">
        <Text>
          {H.yourRating(e.score)}（{H.scores[e.score - 1]}）{e.comment && `：${e.comment}`}
        </Text>
      </SubSection>
    );
  return (
    <Stack as="form" gap="3" borderWidth="1px" borderRadius="lg" p="4" onSubmit={(ev) => {
      ev.preventDefault();
      void rate.mutateAsync({ eventId: e.id, score, comment }).then(() => notify(H.rated, 'success'), () => undefined);
    }}>
      <Heading size="sm">{H.rate}</Heading>
      <fieldset>
        <legend>{H.score}</legend>
        <HStack gap="3" wrap="wrap" mt="1">
          {H.scores.map((label, i) => (
            <label key={label}>
              <input type="radio" name="score" value={i + 1} checked={score === i + 1} onChange={() => setScore(i + 1)} /> {i + 1}分 {label}
            </label>
          ))}
        </HStack>
      </fieldset>
      <FormField label={H.comment}>
        <Textarea rows={3} maxLength={500} value={comment} onChange={(ev) => setComment(ev.target.value)} />
      </FormField>
      <Button type="submit" size="sm" colorPalette="brand" alignSelf="start" disabled={score === 0} loading={rate.isPending}>
        {H.rate}
      </Button>
    </Stack>
  );
}

/** The call records, newest first, and (for staff who may act) a field to add one while the event is open. */
function Records({ e }: { e: CallEventDetail }) {
  const records = useCallRecords(e.id);
  const { record } = useHotlineMutations();
  const [content, setContent] = useState('');
  const canAdd = !e.mine && e.status !== 'closed' && e.actions.length > 0;
  return (
    <SubSection title={H.records} ruled={false} gap="2">
      {canAdd && (
        <Stack as="form" gap="2" mb="1" onSubmit={(ev) => {
          ev.preventDefault();
          void record.mutateAsync({ eventId: e.id, content }).then(() => {
            notify(H.recordAdded, 'success');
            setContent('');
          }, () => undefined);
        }}>
          <FormField label={H.records}>
            <Textarea rows={2} maxLength={1000} value={content} onChange={(ev) => setContent(ev.target.value)} />
          </FormField>
          <Button type="submit" size="sm" variant="outline" colorPalette="brand" alignSelf="start" disabled={!content.trim()}>
            {H.addRecord}
          </Button>
        </Stack>
      )}
      <Stack gap="2" data-testid="call-records">
        {records.data && <RecordList items={records.data.list} rowKey={(r) => r.id} empty={H.noRecords} accent={() => 'gray.300'} text={(r) => r.content} meta={(r) => `${r.userName}（${r.deptName}） · ${r.at.slice(0, 16)}`} />}
      </Stack>
    </SubSection>
  );
}
