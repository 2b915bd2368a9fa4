import { Badge, Box, Button, Container, Flex, Heading, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { endpoints, type ProductDetail, type ProductMessage } from '@portal/api';
import { EmptyState, ListSkeleton, PaginationBar } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { useDocumentTitle } from '../layout';
import { ButtonLink, FormField, PageCrumbs, QueryState, SubSection, useZodForm } from '../common';
import { CARD, LabelBadges } from './MiniHomeView';
import { useMessages, useMinihomeMutations, useProduct } from './queries';

const B = t.mini.board;

const messageSchema = endpoints.productMessageAdd.input.omit({ productId: true });
type MessageInput = z.input<typeof messageSchema>;
type MessageOutput = z.output<typeof messageSchema>;

/** The public's message form (no login needed); the answer appears on the board. */
function MessageForm({ productId }: { productId: number }) {
  const form = useZodForm<typeof messageSchema, MessageInput, MessageOutput>(messageSchema, { name: '', phone: '', content: '' });
  const { addMessage } = useMinihomeMutations();
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await addMessage.mutateAsync({ ...values, productId });
    } catch {
      return;
    }
    notify(B.sent, 'success');
    form.reset();
  });
  return (
    <form onSubmit={submit} noValidate aria-label={B.leave}>
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField required mark={false} label={B.name} error={errors.name?.message}>
            <Input {...form.register('name')} autoComplete="name" />
          </FormField>
          <FormField required mark={false} label={t.common.phone} error={errors.phone?.message} hint={B.phoneHint}>
            <Input {...form.register('phone')} type="tel" inputMode="tel" autoComplete="tel" />
          </FormField>
        </SimpleGrid>
        <FormField required mark={false} label={B.content} error={errors.content?.message}>
          <Textarea {...form.register('content')} rows={3} placeholder={B.placeholder} />
        </FormField>
        <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-end' }} loading={isSubmitting} px="8">
          {B.submit}
        </Button>
      </Stack>
    </form>
  );
}

/** The institution's answer box under a message. */
function ReplyBox({ m }: { m: ProductMessage }) {
  const [value, setValue] = useState(m.reply);
  const { reply } = useMinihomeMutations();
  return (
    <HStack mt="2" gap="2" align="start">
      <Textarea size="sm" rows={2} value={value} onChange={(e) => setValue(e.target.value)} placeholder={B.replyPlaceholder} aria-label={B.reply} />
      <Button size="sm" colorPalette="brand" loading={reply.isPending} disabled={!value.trim()} onClick={() => reply.mutate({ id: m.id, reply: value.trim() }, { onSuccess: () => notify(B.replied, 'success') })}>
        {m.reply ? B.changeReply : B.reply}
      </Button>
    </HStack>
  );
}

/** The message board: messages newest first with the institution's answers; the institution answers here. */
function Board({ product }: { product: ProductDetail }) {
  const [page, setPage] = useState(1);
  const query = useMessages(product.id, page);
  return (
    <Stack gap="4">
      {!product.mine && <MessageForm productId={product.id} />}
      <QueryState query={query} loading={<ListSkeleton rows={3} />} isEmpty={(d) => d.total === 0} empty={{ compact: true, title: B.empty }}>
        {(data) => (
          <Stack gap="3" data-testid="message-list">
            {data.list.map((m) => (
              <Box key={m.id} borderWidth="1px" borderRadius="md" p="3" data-testid="message">
                <Flex justify="space-between" fontSize="sm" color="fg.muted" gap="2" wrap="wrap">
                  <Text>
                    {m.name} · {m.phone}
                  </Text>
                  <Text>{m.createdAt.slice(0, 16)}</Text>
                </Flex>
                <Text mt="1">{m.content}</Text>
                {m.reply && (
                  <Box mt="2" bg="brand.subtle" borderRadius="md" px="3" py="2" fontSize="sm" data-testid="message-reply">
                    <Text fontWeight="medium" color="brand.800">
                      {B.answer}
                    </Text>
                    <Text>{m.reply}</Text>
                  </Box>
                )}
                {product.mine && <ReplyBox m={m} />}
              </Box>
            ))}
            {data.total > 10 && <PaginationBar page={page} limit={10} total={data.total} onPageChange={setPage} onLimitChange={() => undefined} pageSizes={[10]} />}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/**
 * /miniHomedetail?id=N: one HR product (published, or the institution's own) with its labels,
 * price, details and contact, a link to the institution's micro-homepage, and the message board.
 */
export function ProductDetailPage({ search: { id } }: { search: { id?: number | undefined } }) {
  const query = useProduct(id);
  const p = query.data;
  const M = t.mini;
  useDocumentTitle(p?.name ?? M.productTitle);
  return (
    <Container maxW="5xl" py={{ base: '3', md: '8' }} px={{ base: '3', md: '6' }}>
      <PageCrumbs items={[{ label: t.menu.miniHome, to: '/organList' }, { label: p?.name ?? M.productTitle }]} />
      {id === undefined ? (
        <EmptyState title={M.noProduct} />
      ) : (
        <QueryState query={query} loading={<ListSkeleton rows={6} />}>
          {(p) => (
            <Stack gap="4">
              <Box bg="white" borderRadius="lg" boxShadow="xs" px={{ base: '4', md: '8' }} py={{ base: '5', md: '7' }}>
                <Flex justify="space-between" gap="3" wrap="wrap" align="baseline">
                  <Heading as="h1" fontSize={{ base: 'xl', md: '2xl' }} color="brand.800" data-testid="product-name">
                    {p.name}
                  </Heading>
                  <Text fontWeight="bold" color="accent.600">
                    {p.price}
                  </Text>
                </Flex>
                <HStack gap="2" mt="2" wrap="wrap">
                  <LabelBadges labels={p.labels} />
                  {p.mine && <Badge colorPalette={p.stage === 'on' ? 'green' : 'orange'}>{t.mini.stageLabel(p.stage)}</Badge>}
                </HStack>
                <Text mt="3" color="fg.muted">
                  {p.summary}
                </Text>
                <Text mt="4" whiteSpace="pre-line" lineHeight="1.9">
                  {p.description}
                </Text>
                <Flex mt="5" pt="4" borderTopWidth="1px" borderColor="border.muted" gap={{ base: '2', md: '6' }} direction={{ base: 'column', md: 'row' }} fontSize="sm">
                  <Text>
                    {M.provider}：
                    <Link to="/miniHomePc" search={{ id: p.enterpriseId }}>
                      <Text as="span" color="brand.700" textDecoration="underline">
                        {p.entName}
                      </Text>
                    </Link>
                  </Text>
                  <Text>
                    {t.common.contact}：{p.contactName}
                  </Text>
                  <Text>
                    {t.common.contactPhone}：{p.contactPhone}
                  </Text>
                </Flex>
              </Box>
              <SubSection {...CARD} px={{ base: '4', md: '8' }} py={{ base: '4', md: '6' }} title={M.board.title(p.messages)}>
                <Board product={p} />
              </SubSection>
              <ButtonLink href="/organList?type=3" variant="outline" alignSelf="flex-start">
                {M.backToProducts}
              </ButtonLink>
            </Stack>
          )}
        </QueryState>
      )}
    </Container>
  );
}
