import { Badge, Box, Flex, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Note } from '@portal/ui';
import { APPLICATION_FORM_FIELDS, APPLICATION_STATUS_LABELS, type ApplicationDetail, type FormField } from '@portal/api';
import type { ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';
import { DataTable, FactList, MaskedNumber } from '../common';
import { useFilterOptions } from '../demand';
import { AttachmentList } from '../files';
import { statusPalette } from './status';
import { ApplicationTimeline } from './Timeline';

/** The status of an application as a coloured badge. */
export function StatusBadge({ status, size = 'md' }: { status: ApplicationDetail['status']; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge colorPalette={statusPalette(status)} variant="subtle" size={size} data-testid="application-status">
      {APPLICATION_STATUS_LABELS[status]}
    </Badge>
  );
}

/** A titled block of the detail page. */
export function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box as="section" aria-label={title} data-testid={testId}>
      <Text fontWeight="semibold" color="brand.800" mb="3" pl="2" borderLeftWidth="3px" borderColor="brand.600">
        {title}
      </Text>
      {children}
    </Box>
  );
}

/** '1,500.00 元' */
export const yuan = (n: number) => `${n.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} 元`;

/** A stored form value as text: a street by its name, an amount with its unit, anything empty as '-'. */
function useValueText() {
  const streets = useFilterOptions().data?.streets;
  return (f: FormField, v: unknown) => {
    if (v === null || v === undefined || v === '') return '-';
    if (f.kind === 'street') return streets?.find((s) => s.code === v)?.name ?? String(v);
    // a number with its unit ('1500 元', '50 万元'); years and counts as written
    if (f.kind === 'number' && f.hint && f.hint.length <= 2) return `${String(v)} ${f.hint}`;
    return String(v);
  };
}

/**
 * One application in full for its applicant or for staff: the summary (number, type, status,
 * applicant, amount, dates), the eligibility checks run against the database, the form's values,
 * the people, the attachments, the scores and the timeline of every step. The applicant's identity
 * number and phone come as the server answered them: whole for the filer, masked for staff and
 * experts (issue 24); where the server says the viewer may reveal them (`mayRevealNumbers`, staff
 * of the type's department) each has the 显示 button (source `application`, logged), and so has each
 * number of the people of an enterprise application (source `applicationPerson`, with its row).
 */
export function DetailView({ app, extra }: { app: ApplicationDetail; extra?: ReactNode }) {
  const T = t.applications.detail;
  const fields = APPLICATION_FORM_FIELDS[app.type];
  const valueText = useValueText();
  const scalar = fields.filter((f) => f.kind !== 'people' && f.kind !== 'attachments');
  const peopleField = fields.find((f) => f.kind === 'people');
  const people = peopleField && Array.isArray(app.fields[peopleField.key]) ? (app.fields[peopleField.key] as Record<string, unknown>[]) : [];
  const summary: [string, ReactNode][] = [
    [t.common.applyNo, app.applyNo],
    [T.type, app.typeLabel],
    [T.status, <StatusBadge key="s" status={app.status} />],
    [T.applicant, app.applicantName || '-'],
    [t.common.idCard, <MaskedNumber key="idCard" value={app.applicantIdCard} kind="idCard" source="application" id={app.id} field="applicantIdCard" revealable={app.mayRevealNumbers} />],
    [t.common.phone, <MaskedNumber key="phone" value={app.applicantPhone} kind="mobile" source="application" id={app.id} field="applicantPhone" revealable={app.mayRevealNumbers} />],
    [T.entName, app.entName || '-'],
    [T.amount, app.amount > 0 ? yuan(app.amount) : '-'],
    [t.common.submittedAt, app.submittedAt ?? T.notSubmitted],
    [T.updatedAt, app.updatedAt],
  ];
  if (app.publicityStart) summary.push([T.publicity, app.publicityEnd ? `${app.publicityStart.slice(0, 10)} ~ ${app.publicityEnd.slice(0, 10)}` : t.applications.publicity.since(app.publicityStart.slice(0, 10))]);
  return (
    <Stack gap="7">
      <FactList rows={summary} size="sm" display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} wordBreak="break-all" data-testid="application-summary" />
      {extra}
      {app.eligibility.length > 0 && (
        <Section title={T.eligibility} testId="eligibility">
          <Stack gap="2">
            {app.eligibility.map((c) => (
              <HStack key={c.rule} align="flex-start" gap="2" fontSize="sm">
                <Badge colorPalette={c.ok ? 'green' : 'red'} variant="solid" flexShrink={0}>
                  {c.ok ? T.passed : T.notPassed}
                </Badge>
                <Text>
                  <Text as="span" fontWeight="medium">
                    {c.label}
                  </Text>
                  ：{c.message}
                </Text>
              </HStack>
            ))}
          </Stack>
        </Section>
      )}
      <Section title={T.form}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gapX="6" gapY="3" fontSize="sm">
          {scalar.map((f) => (
            <Flex key={f.key} gap="3" gridColumn={f.kind === 'textarea' ? { md: 'span 2' } : undefined} borderBottomWidth="1px" borderColor="border.muted" pb="2">
              <Text color="fg.muted" minW="28" flexShrink={0}>
                {f.label}
              </Text>
              <Text whiteSpace="pre-wrap" wordBreak="break-all" data-testid={`value-${f.key}`}>
                {valueText(f, app.fields[f.key])}
              </Text>
            </Flex>
          ))}
        </SimpleGrid>
      </Section>
      {peopleField && (
        <Section title={T.people(people.length)} testId="people">
          {people.length === 0 ? (
            <Note>{T.noPeople}</Note>
          ) : (
            <DataTable columns={[{ header: T.no, w: '12' }, ...(peopleField.columns ?? []).map((c) => c.label)]} stickyHeader frameProps={{ maxH: '96', overflowY: 'auto', borderWidth: '1px', borderRadius: 'md' }}>
              {people.map((p, i) => (
                <Table.Row key={i} data-testid="person">
                  <Table.Cell>{i + 1}</Table.Cell>
                  {(peopleField.columns ?? []).map((c) => (
                    <Table.Cell key={c.key} whiteSpace="nowrap">
                      {c.kind === 'idCard' || c.kind === 'phone' ? (
                        <MaskedNumber value={String(p[c.key] ?? '')} kind={c.kind === 'idCard' ? 'idCard' : 'mobile'} source="applicationPerson" id={app.id} field={c.key} row={i} revealable={app.mayRevealNumbers} />
                      ) : (
                        valueText(c, p[c.key])
                      )}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </DataTable>
          )}
        </Section>
      )}
      {app.attachments.length > 0 && (
        <Section title={T.attachments}>
          <AttachmentList files={app.attachments} title={null} unpublished />
        </Section>
      )}
      {app.scores.length > 0 && (
        <Section title={T.scores}>
          <Stack gap="1" fontSize="sm">
            {app.suggestedScore !== null && <Text color="fg.muted">{T.suggested(app.suggestedScore)}</Text>}
            {app.scores.map((s, i) => (
              <Text key={i}>
                {s.expertName}：{s.score} 分 {s.comment && `（${s.comment}）`} <Text as="span" color="fg.muted">{s.at}</Text>
              </Text>
            ))}
          </Stack>
        </Section>
      )}
      <Section title={T.timeline} testId="timeline-section">
        <ApplicationTimeline steps={app.timeline} />
      </Section>
    </Stack>
  );
}
