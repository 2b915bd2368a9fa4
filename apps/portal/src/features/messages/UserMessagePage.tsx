import { Badge, Box, Button, Flex, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Note } from '@portal/ui';
import { BUSINESS_MESSAGES, CONTENT_KIND_LABELS, MESSAGE_KINDS, endpoints } from '@portal/api';
import { useSession } from '@portal/auth';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { useLinkProps } from '../layout';
import { ChoiceChips, FilterSelect, ListPage } from '../common';
import { noticeKeys, refreshReadState, useViewer } from '../notice';
import type { MessageSearch } from './search';
import { SmsChoiceButton } from './SmsChoiceDialog';

/**
 * /userMessage (我的消息): new notices and policies of the departments the user subscribes to,
 * in-site mails from staff (站内信, e.g. about a resume response) and business messages (审核结果,
 * 投递进度, 申请进度, 账号开通: BUSINESS_MESSAGES of @portal/api), newest first, unread ones marked.
 * Opening one marks it read: a mail opens in place, with a link to its page; a business message
 * is a real link to its item (a middle click opens a new tab), with its reason below the title;
 * a department's message (or a reply in its thread, issue 15) is a real link to its thread
 * (/userMessageDetail); 全部标为已读 clears the count; 短信提醒设置 chooses which kinds are texted too.
 * The list filters by kind and unread. /mail (站内信箱) is this page under its own `title`.
 */
export function UserMessagePage({ search, onSearchChange, title = t.nav.titles.userMessage }: { search: MessageSearch; onSearchChange: (next: Partial<MessageSearch>) => void; title?: string }) {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const params = { page: search.page, limit: search.limit, unreadOnly: search.unread === true, kind: search.kind };
  const query = useQuery({
    queryKey: noticeKeys.messages(viewer?.token ?? '', params),
    queryFn: ({ signal }) => api.call(endpoints.noticeMsg, { ...params, adminId: viewer?.adminId, entId: viewer?.entId }, { signal }),
    enabled: viewer !== null,
    placeholderData: keepPreviousData,
  });
  const readAll = useMutation({
    mutationFn: () => api.call(endpoints.noticeRead, { all: true }, { loading: true }),
    onSuccess: ({ count }) => {
      useSession.getState().setUnreadCount(count);
      notify(t.messages.allRead, 'success');
      void refreshReadState(queryClient);
    },
  });
  const linkProps = useLinkProps();
  const [openMail, setOpenMail] = useState<number | null>(null);
  // the header's count is set in the call itself: a business message's link leaves the page before onSuccess would run
  const readMail = useMutation({
    mutationFn: async (id: number) => {
      const { count } = await api.call(endpoints.noticeRead, { messageIds: [id] });
      useSession.getState().setUnreadCount(count);
      void refreshReadState(queryClient);
      return count;
    },
  });
  const unread = query.data?.unread ?? 0;
  return (
    <ListPage
      title={title}
      actions={
        <HStack gap="3" justify={{ base: 'space-between', md: 'flex-end' }}>
          <Note data-testid="messages-unread">{t.messages.unreadCount(unread)}</Note>
          <Button size="sm" variant="outline" colorPalette="brand" disabled={unread === 0} loading={readAll.isPending} onClick={() => readAll.mutate()}>
            {t.messages.markAllRead}
          </Button>
        </HStack>
      }
      filters={
        <HStack gap="2" wrap="wrap">
          <FilterSelect
            w="32"
            label={t.messages.kindFilter}
            all={t.messages.allKinds}
            value={search.kind ?? ''}
            onChange={(v) => onSearchChange({ kind: (v || undefined) as MessageSearch['kind'], page: 1 })}
            options={MESSAGE_KINDS.map((k) => ({ value: k, label: t.messages.kinds[k] }))}
          />
          <ChoiceChips value={search.unread === true} choices={[{ value: false, label: t.messages.all }, { value: true, label: t.messages.onlyUnread }]} onChange={(only) => onSearchChange({ unread: only || undefined, page: 1 })} />
          <HStack gap="2" ml="auto">
            <SmsChoiceButton />
            <ChakraLink asChild fontSize="sm" color="brand.fg">
              <Link to="/notice">{t.messages.manageSubscriptions}</Link>
            </ChakraLink>
          </HStack>
        </HStack>
      }
      query={query}
      empty={{ title: search.unread ? t.messages.noUnread : search.kind ? t.messages.noneOfKind : t.messages.empty, description: t.messages.emptyHint }}
      paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
      testId="message"
      body={(list) => (
        <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
          {list.map((m) => (
            <Box as="li" key={m.id} borderBottomWidth="1px" borderColor="border.muted" data-testid="message-row">
              <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '1', md: '4' }} py="3.5" px="2" align={{ md: 'center' }}>
                <HStack flex="1" minW="0" gap="2">
                  <Box w="2" h="2" borderRadius="full" bg={m.read ? 'transparent' : 'red.500'} flexShrink={0} aria-hidden />
                  <Badge colorPalette={m.category ? 'brand' : m.event ? 'teal' : m.kind === 'thread' ? 'purple' : 'orange'} variant="surface" size="sm" flexShrink={0}>
                    {m.category ? CONTENT_KIND_LABELS[m.category] : m.event ? BUSINESS_MESSAGES[m.event].label : m.kind === 'thread' ? t.messages.kinds.thread : t.messages.mail}
                  </Badge>
                  {m.kind === 'event' || m.kind === 'thread' ? (
                    <ChakraLink asChild color={m.read ? 'fg.muted' : 'fg'} fontWeight={m.read ? 'normal' : 'semibold'} lineClamp={{ base: 3, md: 1 }}>
                      <a
                        href={m.link}
                        onClick={(e) => {
                          if (!m.read) readMail.mutate(m.id);
                          linkProps(m.link).onClick(e);
                        }}
                        onAuxClick={() => {
                          if (!m.read) readMail.mutate(m.id);
                        }}
                      >
                        {m.title}
                      </a>
                    </ChakraLink>
                  ) : m.noticeId === null ? (
                    <ChakraLink
                      as="button"
                      textAlign="start"
                      color={m.read ? 'fg.muted' : 'fg'}
                      fontWeight={m.read ? 'normal' : 'semibold'}
                      lineClamp={{ base: 2, md: 1 }}
                      aria-expanded={openMail === m.id}
                      onClick={() => {
                        setOpenMail(openMail === m.id ? null : m.id);
                        if (!m.read) readMail.mutate(m.id);
                      }}
                    >
                      {m.title}
                    </ChakraLink>
                  ) : (
                    <ChakraLink asChild color={m.read ? 'fg.muted' : 'fg'} fontWeight={m.read ? 'normal' : 'semibold'} lineClamp={{ base: 2, md: 1 }}>
                      <Link to="/noticeDetail" search={{ id: m.noticeId }}>
                        {m.title}
                      </Link>
                    </ChakraLink>
                  )}
                  {!m.read && (
                    <Badge colorPalette="red" variant="subtle" size="sm" flexShrink={0}>
                      {t.notice.unread}
                    </Badge>
                  )}
                </HStack>
                <HStack gap="4" fontSize="sm" color="fg.muted" pl={{ base: '4', md: '0' }} flexShrink={0}>
                  <Text>{m.deptName}</Text>
                  <Text>{m.createdAt.slice(0, 16)}</Text>
                </HStack>
              </Flex>
              {(m.kind === 'event' || m.kind === 'thread') && m.content && (
                <Note px="2" pl="6" mt="-2" mb="3" lineClamp={3} whiteSpace="pre-wrap" data-testid="event-note">{m.content}</Note>
              )}
              {openMail === m.id && (
                <Stack gap="2" mx="2" mb="3" p="3" bg="bg.muted" borderRadius="md" fontSize="sm" data-testid="mail-content">
                  <Text whiteSpace="pre-wrap">{m.content}</Text>
                  {m.link && (
                    <ChakraLink {...linkProps(m.link)} color="brand.fg" alignSelf="flex-start">
                      {t.messages.openMail}
                    </ChakraLink>
                  )}
                </Stack>
              )}
            </Box>
          ))}
        </Stack>
      )}
    />
  );
}
