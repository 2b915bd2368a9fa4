import { Badge, Box, Button, HStack, Link as ChakraLink, Stack, Table, Text, Textarea, chakra } from '@chakra-ui/react';
import { msgReplyText, type OutputOf, type endpoints } from '@portal/api';
import { EmptyState, ListSkeleton, Note } from '@portal/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { ButtonLink, type Crumb, DataTable, FormField, PageFrame, QueryState } from '../common';
import { useMessageDetail, useMsgMutations } from './queries';

const M = t.msg;
type Detail = OutputOf<typeof endpoints.msgDetail>;

/** A form's onSubmit that runs `run` instead of the browser's submit; a refusal has been shown by the API client. */
export const submitting = (run: () => Promise<unknown>) => (e: FormEvent) => {
  e.preventDefault();
  void run().catch(() => undefined);
};

/** The address of a page of the thread of message `id` (its detail, its reply form): the enterprise's own thread, or (for staff) the one with enterprise `entId`. */
const threadHref = (path: '/userMessageDetail' | '/userMessageReply', id: number, entId: number | undefined) => `${path}?id=${id}${entId === undefined ? '' : `&entId=${entId}`}`;

/**
 * /userMessageDetail?id=[&entId=] (issue 15): a message of a department. An enterprise sees the
 * message and its thread with the department, and 回复 (opening marks it read; the header's count
 * follows). The sending department sees who has read and replied, per enterprise, each with a
 * link to its thread (entId), where it answers.
 */
export function MessageDetailPage({ id, entId }: { id: number | undefined; entId: number | undefined }) {
  return (
    <ThreadFrame id={id} entId={entId} title={M.detailTitle} crumbs={(d, staff) => [...(d?.enterprise && staff ? [{ label: d.title, to: `/userMessageDetail?id=${d.id}` }] : []), { label: d?.enterprise && staff ? d.enterprise.name : M.detailTitle }]}>
      {(d, staff) => (
        <Stack gap="5">
          <MessageCard d={d} />
          {d.enterprise ? (
            <>
              <Thread d={d} staff={staff} />
              <ButtonLink href={threadHref('/userMessageReply', d.id, staff ? d.enterprise.id : undefined)} colorPalette="brand" px="8" alignSelf="start">
                {M.reply}
              </ButtonLink>
            </>
          ) : (
            d.recipients && <Recipients d={d} recipients={d.recipients} />
          )}
        </Stack>
      )}
    </ThreadFrame>
  );
}

/**
 * The frame of both pages of a message (its detail, its reply form): the page with its breadcrumb
 * (the list the user came from, then `crumbs`), 未找到 without an id, and the message's query state;
 * `staff` is whether the user is the sending department (it sees the recipients).
 */
function ThreadFrame({ id, entId, title, crumbs, isEmpty, children }: { id: number | undefined; entId: number | undefined; title: string; crumbs: (d: Detail | undefined, staff: boolean) => Crumb[]; isEmpty?: (d: Detail) => boolean; children: (d: Detail, staff: boolean) => ReactNode }) {
  const query = useMessageDetail(id ?? 0, entId);
  const d = query.data;
  const staff = d?.recipients !== null && d?.recipients !== undefined;
  return (
    <PageFrame title={title} crumbs={[staff ? { label: M.sentTab, to: '/modifyMessage' } : { label: t.messages.title, to: '/userMessage' }, ...crumbs(d, staff)]} maxW="5xl">
      {id === undefined ? (
        <EmptyState title={t.common.missing} />
      ) : (
        <QueryState query={query} loading={<ListSkeleton rows={5} />} isEmpty={isEmpty} empty={t.common.missing}>
          {(d) => children(d, staff)}
        </QueryState>
      )}
    </PageFrame>
  );
}

/** The message itself: title, sending department and person, time, text. */
function MessageCard({ d }: { d: Detail }) {
  return (
    <Box borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '5' }} bg="bg.subtle">
      <Text as="h2" fontSize="lg" fontWeight="semibold" data-testid="msg-title">
        {d.title}
      </Text>
      <Note mt="1">{M.from(d.senderDept, d.senderName)} · {d.createdAt.slice(0, 16)}</Note>
      <Text whiteSpace="pre-wrap" mt="3" data-testid="msg-content">
        {d.content}
      </Text>
    </Box>
  );
}

/** The replies between the department and one enterprise, oldest first, the department's on the right. */
function Thread({ d, staff }: { d: Detail; staff: boolean }) {
  return (
    <Stack gap="3" as="section" aria-labelledby="msg-thread">
      <Text as="h2" id="msg-thread" fontWeight="semibold">
        {M.thread}
        {staff && d.enterprise ? ` · ${d.enterprise.name}` : ''}
      </Text>
      {d.thread.length === 0 ? (
        <Note>{M.noReplies}</Note>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none" m="0" p="0" data-testid="msg-thread">
          {d.thread.map((p) => {
            const mine = p.fromStaff === staff;
            return (
              <Box as="li" key={p.id} alignSelf={mine ? 'flex-end' : 'flex-start'} maxW={{ base: '92%', md: '75%' }} data-testid="msg-post">
                <Text fontSize="xs" color="fg.muted" textAlign={mine ? 'end' : 'start'} mb="1">
                  {p.fromStaff ? `${d.senderDept} · ${p.authorName}` : `${d.enterprise?.name ?? ''} · ${p.authorName}`} · {p.createdAt.slice(0, 16)}
                </Text>
                <Box borderRadius="lg" px="4" py="2.5" bg={mine ? 'brand.50' : 'bg.muted'} borderWidth="1px" borderColor={mine ? 'brand.200' : 'border.muted'}>
                  <Text whiteSpace="pre-wrap">{p.content}</Text>
                </Box>
              </Box>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

/** A recipient's links: its thread with the department, and the reply form of that thread. */
const THREAD_LINKS = [
  ['/userMessageDetail', M.openThread],
  ['/userMessageReply', M.reply],
] as const;

/** For the sending department: every recipient enterprise, whether and when it read the message, its replies, and its thread. */
function Recipients({ d, recipients }: { d: Detail; recipients: NonNullable<Detail['recipients']> }) {
  const read = recipients.filter((r) => r.readAt).length;
  const replied = recipients.filter((r) => r.repliedAt).length;
  return (
    <Stack gap="2" as="section" aria-labelledby="msg-recipients">
      <Text as="h2" id="msg-recipients" fontWeight="semibold">
        {M.recipients}
      </Text>
      <Note data-testid="msg-summary">{M.summary(recipients.length, read, replied)}</Note>
      <DataTable columns={M.recipientColumns} minW="680px" data-testid="msg-recipients">
        {recipients.map((r) => (
          <Table.Row key={r.enterpriseId} data-testid="msg-recipient">
            <Table.Cell>{r.name}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{r.accounts > 0 ? r.accounts : <Text as="span" color="fg.muted">{M.noAccount}</Text>}</Table.Cell>
            <Table.Cell>
              <Badge colorPalette={r.readAt ? 'green' : 'gray'} variant="surface">
                {r.readAt ? M.readState(r.readAt, r.readBy) : M.unreadState}
              </Badge>
            </Table.Cell>
            <Table.Cell>{r.repliedAt ? M.replies(r.replies, r.repliedAt) : <Text as="span" color="fg.muted">{M.noReply}</Text>}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              <HStack gap="3">
                {THREAD_LINKS.map(([to, label]) => (
                  <ChakraLink key={to} asChild color="brand.fg">
                    <Link to={to} search={{ id: d.id, entId: r.enterpriseId }} aria-label={`${label}：${r.name}`}>
                      {label}
                    </Link>
                  </ChakraLink>
                ))}
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
    </Stack>
  );
}

/**
 * /userMessageReply?id=[&entId=] (issue 15): the reply form of a thread, under the message and
 * the replies so far; sending returns to the thread (/userMessageDetail).
 */
export function MessageReplyPage({ id, entId }: { id: number | undefined; entId: number | undefined }) {
  const m = useMsgMutations();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async (d: Detail, staff: boolean) => {
    const parsed = msgReplyText.safeParse(text);
    setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    if (!parsed.success) return;
    await m.reply.mutateAsync({ id: d.id, entId: staff ? d.enterprise?.id : undefined, content: parsed.data });
    notify(M.replySent, 'success');
    await navigate({ href: threadHref('/userMessageDetail', d.id, staff ? d.enterprise?.id : undefined) });
  };
  return (
    <ThreadFrame id={id} entId={entId} title={M.replyTitle} crumbs={() => [{ label: M.detailTitle, to: id ? threadHref('/userMessageDetail', id, entId) : undefined }, { label: M.replyTitle }]} isEmpty={(d) => !d.enterprise}>
      {(d, staff) => (
        <Stack gap="5">
          <MessageCard d={d} />
          <Thread d={d} staff={staff} />
          <chakra.form display="flex" flexDirection="column" gap="3" noValidate onSubmit={submitting(() => send(d, staff))}>
            <FormField required mark={false} label={M.replyText} error={error ?? undefined} hint={error ? undefined : M.replyHint}>
              <Textarea rows={5} maxLength={1000} value={text} onChange={(e) => setText(e.target.value)} autoFocus />
            </FormField>
            <HStack gap="3">
              <Button type="submit" colorPalette="brand" px="8" loading={m.reply.isPending}>
                {M.reply}
              </Button>
              <ButtonLink href={threadHref('/userMessageDetail', d.id, staff ? d.enterprise?.id : undefined)} variant="outline">
                {M.backToDetail}
              </ButtonLink>
            </HStack>
          </chakra.form>
        </Stack>
      )}
    </ThreadFrame>
  );
}
