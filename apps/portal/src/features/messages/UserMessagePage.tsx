import { Badge, Box, Button, Flex, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { BUSINESS_MESSAGES, CONTENT_KIND_LABELS, endpoints } from '@portal/api';
import { useSession } from '@portal/auth';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import { t } from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { useDocumentTitle, useLinkProps } from '../layout';
import { ListFrame } from '../listing';
import { noticeKeys, refreshReadState, useViewer } from '../notice';
import { pageSearch } from '../../lib/search';
import { SmsChoiceButton } from './SmsChoiceDialog';

/** Search params of /userMessage: page, limit and whether only unread messages show. */
export const messageSearchSchema = z.object({ ...pageSearch, unread: z.boolean().optional().catch(undefined) });
export type MessageSearch = z.output<typeof messageSearchSchema>;

/** Whether a click on a link opens it in this tab (a plain left click), so the page may route it itself. */

/**
 * /userMessage (我的消息): new notices and policies of the departments the user subscribes to,
 * in-site mails from staff (站内信, e.g. about a resume response) and business messages (审核结果,
 * 投递进度, 申请进度, 账号开通: BUSINESS_MESSAGES of @portal/api), newest first, unread ones marked.
 * Opening one marks it read: a mail opens in place, with a link to its page; a business message
 * is a real link to its item (a middle click opens a new tab), with its reason below the title;
 * 全部标为已读 clears the count; 短信提醒设置 chooses which kinds are texted too.
 */
export function UserMessagePage({ search, onSearchChange }: { search: MessageSearch; onSearchChange: (next: Partial<MessageSearch>) => void }) {
  useDocumentTitle(t.messages.title);
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const params = { page: search.page, limit: search.limit, unreadOnly: search.unread === true };
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
    <ListFrame
      title={t.messages.title}
      crumbs={[{ label: t.messages.title }]}
      toolbar={
        <HStack gap="3" justify={{ base: 'space-between', md: 'flex-end' }}>
          <Text fontSize="sm" color="fg.muted" data-testid="messages-unread">
            {t.messages.unreadCount(unread)}
          </Text>
          <Button size="sm" variant="outline" colorPalette="brand" disabled={unread === 0} loading={readAll.isPending} onClick={() => readAll.mutate()}>
            {t.messages.markAllRead}
          </Button>
        </HStack>
      }
      header={
        <HStack gap="2">
          {[false, true].map((only) => (
            <Button key={String(only)} size="xs" borderRadius="full" variant={(search.unread === true) === only ? 'solid' : 'outline'} colorPalette="brand" onClick={() => onSearchChange({ unread: only || undefined, page: 1 })}>
              {only ? t.messages.onlyUnread : t.messages.all}
            </Button>
          ))}
          <HStack gap="2" ml="auto">
            <SmsChoiceButton />
            <ChakraLink asChild fontSize="sm" color="brand.fg">
              <Link to="/notice">{t.messages.manageSubscriptions}</Link>
            </ChakraLink>
          </HStack>
        </HStack>
      }
      query={query}
      emptyTitle={search.unread ? t.messages.noUnread : t.messages.empty}
      emptyDescription={t.messages.emptyHint}
      page={search.page}
      limit={search.limit}
      onPageChange={(page) => onSearchChange({ page })}
      onLimitChange={(limit) => onSearchChange({ limit, page: 1 })}
      testId="message-list"
    >
      <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
        {query.data?.list.map((m) => (
          <Box as="li" key={m.id} borderBottomWidth="1px" borderColor="border.muted" data-testid="message-row">
            <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '1', md: '4' }} py="3.5" px="2" align={{ md: 'center' }}>
              <HStack flex="1" minW="0" gap="2">
                <Box w="2" h="2" borderRadius="full" bg={m.read ? 'transparent' : 'red.500'} flexShrink={0} aria-hidden />
                <Badge colorPalette={m.category ? 'brand' : m.event ? 'teal' : 'orange'} variant="surface" size="sm" flexShrink={0}>
                  {m.category ? CONTENT_KIND_LABELS[m.category] : m.event ? BUSINESS_MESSAGES[m.event].label : t.messages.mail}
                </Badge>
                {m.kind === 'event' ? (
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
            {m.kind === 'event' && m.content && (
              <Text fontSize="sm" color="fg.muted" px="2" pl="6" mt="-2" mb="3" lineClamp={3} whiteSpace="pre-wrap" data-testid="event-note">
                {m.content}
              </Text>
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
    </ListFrame>
  );
}
