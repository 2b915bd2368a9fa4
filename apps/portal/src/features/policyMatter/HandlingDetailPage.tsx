import { Box, Flex, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { ApiError, CODE, HANDLING_MODE_LABELS, type PolicyMatterDetail } from '@portal/api';
import { ArticleSkeleton, EmptyState, Note } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';
import { errorText } from '../../lib/api';
import { AttachmentList, fileUrl } from '../files';
import { useDocumentTitle } from '../layout';
import { useMayOpen } from '../navigation';
import { proseCss, sanitizeNoticeHtml } from '../notice';
import { ButtonLink, DataTable, FactList, PageShell, QueryState, SubSection, TitleBar } from '../common';
import { useMatter } from './queries';
import { MatterBadges, applyHref } from './ServiceHandlePage';

/** Sanitised rich text of the guide (the server sanitised it already; the portal does again). */
function Rich({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(() => sanitizeNoticeHtml(html), [html]);
  return <Box css={{ ...proseCss, fontSize: 'md' }} dangerouslySetInnerHTML={{ __html: clean }} data-testid={testId} />;
}

/** 基本信息: label/value rows that wrap on a phone. */
function Facts({ m }: { m: PolicyMatterDetail }) {
  const rows: [string, ReactNode][] = [
    [t.matter.dept, m.deptName],
    [t.matter.handling, HANDLING_MODE_LABELS[m.handling]],
    [t.common.timeLimit, m.timeLimit],
    [t.matter.standard, m.standard],
    ...(m.amount !== null ? [[t.matter.amount, t.matter.yuan(m.amount)] as [string, ReactNode]] : []),
    ...(m.place ? [[t.matter.place, m.place] as [string, ReactNode]] : []),
    [t.matter.contact, m.contact],
    ...(m.policy
      ? [
          [
            t.matter.policy,
            <ChakraLink asChild color="brand.fg" key="policy">
              <Link to="/noticeDetail" search={{ id: m.policy.id }}>
                {m.policy.title}
              </Link>
            </ChakraLink>,
          ] as [string, ReactNode],
        ]
      : []),
  ];
  return <FactList rows={rows} labelW="32" fontSize="sm" data-testid="matter-facts" />;
}

/** A material's template as a download link, or '-'. */
function TemplateLink({ material }: { material: PolicyMatterDetail['materials'][number] }) {
  if (!material.template) return <>{t.matter.noTemplate}</>;
  return (
    <ChakraLink href={fileUrl(material.template.id)} download={material.template.name} color="brand.fg" data-testid="template-download">
      {t.common.downloadTemplate}
    </ChakraLink>
  );
}

/** 申请材料: name, required or not, note and the template to download; a table on wide screens, a list on phones. */
function Materials({ m }: { m: PolicyMatterDetail }) {
  return (
    <>
      <Stack as="ol" display={{ base: 'flex', md: 'none' }} gap="2" listStyleType="none" m="0" p="0" data-testid="matter-materials-list">
        {m.materials.map((x, i) => (
          <Box as="li" key={i} borderWidth="1px" borderColor="border.muted" borderRadius="md" px="3" py="2" fontSize="sm">
            <Flex justify="space-between" gap="2">
              <Text fontWeight="semibold">{`${i + 1}. ${x.name}`}</Text>
              <Text color={x.required ? 'red.600' : 'fg.muted'} flexShrink={0}>
                {x.required ? t.matter.required : t.matter.optional}
              </Text>
            </Flex>
            {x.note && <Text color="fg.muted">{x.note}</Text>}
            {x.template && <TemplateLink material={x} />}
          </Box>
        ))}
      </Stack>
      <Box display={{ base: 'none', md: 'block' }}>
        <DataTable columns={['#', t.matter.materialName, t.matter.required, t.matter.note, t.matter.template]} variant="outline" data-testid="matter-materials">
          {m.materials.map((x, i) => (
            <Table.Row key={i}>
              <Table.Cell w="12">{i + 1}</Table.Cell>
              <Table.Cell>{x.name}</Table.Cell>
              <Table.Cell w="16" color={x.required ? 'red.600' : 'fg.muted'}>{x.required ? t.matter.required : t.matter.optional}</Table.Cell>
              <Table.Cell color="fg.muted">{x.note || '-'}</Table.Cell>
              <Table.Cell w="28">
                <TemplateLink material={x} />
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      </Box>
    </>
  );
}

/** 分类标准 of a special matter. */
function Standards({ m }: { m: PolicyMatterDetail }) {
  return (
    <DataTable
      columns={[{ header: t.matter.category, cellProps: { fontWeight: 'semibold', color: 'brand.800' } }, { header: t.matter.condition, cellProps: { color: 'fg.muted' } }, t.matter.standardCol, t.matter.amountCol]}
      endFrom={3}
      variant="outline"
      minW="lg"
      data-testid="matter-standards"
      rows={m.standards.map((r, i) => ({ key: i, cells: [r.category, r.condition || '-', r.standard, r.amount === null ? '-' : r.amount.toLocaleString('zh-CN')] }))}
    />
  );
}

/**
 * /handlingDetail?id=N: a published matter's guide: basic facts, 事项说明, conditions, materials
 * with templates to download, process, the special parts (table of standards, extra sections),
 * attachments, and 在线申请 (to /applySubsidies?type=) for matters handled online.
 */
export function HandlingDetailPage({ id }: { id: number | undefined }) {
  const query = useMatter(id);
  // staff and schools do not apply; visitors are asked to log in first
  const mayApply = useMayOpen('/applySubsidies');
  const m = query.data;
  useDocumentTitle(m?.title ?? t.matter.guide);
  const crumbs = [{ label: t.services.title, to: '/moreService' }, { label: t.matter.handleTitle, to: '/serviceHandle' }, { label: m?.title ?? t.matter.guide }];
  const toList = (
    <ButtonLink href="/serviceHandle" size="sm" colorPalette="brand">{t.matter.backToList}</ButtonLink>
  );

  const notFound = query.error instanceof ApiError && query.error.code === CODE.notFound;
  const body =
    id === undefined || notFound ? (
      <EmptyState icon="alert" title={t.matter.missing} description={notFound ? errorText(query.error) : undefined} action={toList} />
    ) : (
      <QueryState query={query} loading={<ArticleSkeleton />}>
        {(m) => (
          <Stack as="article" gap="7" aria-labelledby="matter-title">
            <TitleBar
              title={m.title}
              headingProps={{ id: 'matter-title', color: 'brand.900', 'data-testid': 'matter-title' }}
              subtitle={
                <>
                  <MatterBadges m={m} />
                  <Note>{`${m.deptName} · ${m.publishTime.slice(0, 10)} · ${t.matter.views(m.viewCount)}`}</Note>
                </>
              }
              actions={
                <Stack gap="2" align={{ base: 'stretch', md: 'flex-end' }} flexShrink={0}>
                  {m.handling === 'online' && m.applyType ? (
                    mayApply && (
                      <ButtonLink href={applyHref(m.applyType)} colorPalette="brand" size="lg" data-testid="apply-online">
                        {t.matter.applyOnline}
                      </ButtonLink>
                    )
                  ) : (
                    <Note maxW="xs">{t.matter.offlineHint}</Note>
                  )}
                  {m.applyType && (
                    <ButtonLink href={`/handlingGS?type=${m.applyType}`} size="sm" variant="outline" colorPalette="brand">{t.matter.publicity}</ButtonLink>
                  )}
                </Stack>
              }
            />
            <SubSection title={t.common.basics}>
              <Facts m={m} />
            </SubSection>
            <SubSection title={t.matter.overview}>
              <Rich html={m.content} />
            </SubSection>
            <SubSection title={t.matter.conditions} testId="matter-conditions">
              <Rich html={m.conditions} />
            </SubSection>
            <SubSection title={t.matter.materials}>
              <Materials m={m} />
            </SubSection>
            <SubSection title={t.matter.process}>
              <Rich html={m.process} />
            </SubSection>
            {m.standards.length > 0 && (
              <SubSection title={t.matter.standards}>
                <Standards m={m} />
              </SubSection>
            )}
            {m.sections.map((s, i) => (
              <SubSection key={i} title={s.title} testId="matter-extra-section">
                <Rich html={s.content} />
              </SubSection>
            ))}
            <AttachmentList files={m.attachments} title={t.matter.attachments} />
          </Stack>
        )}
      </QueryState>
    );

  return (
    <PageShell crumbs={crumbs} maxW="5xl">
      {body}
    </PageShell>
  );
}
