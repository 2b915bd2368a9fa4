import { Badge, Box, Button, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { CollectionKind } from '@portal/api';
import { DialogFrame, ListSkeleton, Note } from '@portal/ui';
import { displayOrDash } from '@portal/validators';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { QueryState } from '../common';
import { ANNUAL_FIELD_SETS, TalentTable } from '../enterprise';
import { useCollectEntInfo, useRemind } from './queries';

const T = t.collection;

export interface EntCollectionDialogProps {
  kind: CollectionKind;
  /** the enterprise shown; null: the dialog is closed */
  creditCode: string | null;
  /** the year of the page: 提醒填报 is offered while the enterprise has not filled it */
  year: number;
  onClose: () => void;
}

/** A status of a year as a badge: 已填报 (green) or 未填报 (orange). */
export function FilledBadge({ filled }: { filled: boolean }) {
  return (
    <Badge colorPalette={filled ? 'green' : 'orange'} variant="subtle">
      {filled ? T.filled : T.notFilled}
    </Badge>
  );
}

/**
 * The detail of one enterprise of the summary (getEntInfoByCreditCode): its details, the figures of
 * each open year as it filled them (or that it has not), its latest talent data and the reminders
 * it was sent, with 提醒填报 while the page's year is not filled.
 */
export function EntCollectionDialog({ kind, creditCode, year, onClose }: EntCollectionDialogProps) {
  const query = useCollectEntInfo(creditCode);
  const remind = useRemind();
  const set = ANNUAL_FIELD_SETS[kind];
  const data = query.data;
  const rows = data ? set.rows(data) : [];
  const unfilled = (r: (typeof rows)[number]) => set.figures.every((f) => r[f.key] === null);
  const open = rows.find((r) => r.year === year);
  const info = data?.info;
  return (
    <DialogFrame
      open={creditCode !== null}
      onClose={onClose}
      placement="top"
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
      title={info?.name ?? t.common.view}
      closeLabel={t.common.close}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t.common.close}
          </Button>
          {info && open && unfilled(open) && (
            <Button
              colorPalette="brand"
              loading={remind.isPending}
              onClick={() => remind.mutateAsync({ year, ids: [info.id] }).then((r) => notify(T.reminded(r), 'success'), () => undefined)}
            >
              {T.remindOne(year)}
            </Button>
          )}
        </>
      }
    >
      <QueryState query={query} loading={<ListSkeleton rows={6} />}>
        {(d) => (
          <Stack gap="6">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="2" fontSize="sm" aria-label={t.common.basics} role="group">
              {(
                [
                  [t.common.creditCode, d.info.creditCode],
                  [t.ent.fields.street, d.info.streetName],
                  [t.ent.fields.industry, d.info.industryName],
                  [t.common.contact, T.contact(d.info.contactName, d.info.contactPhone)],
                  [t.ent.fields.address, displayOrDash(d.info.address)],
                ] as const
              ).map(([label, value]) => (
                <Text key={label}>
                  <Text as="span" color="fg.muted">
                    {label}：
                  </Text>
                  {value}
                </Text>
              ))}
            </SimpleGrid>
            {[...rows].reverse().map((r) => (
              <Box key={r.year} data-testid="collection-year">
                <Heading as="h3" fontSize="md" mb="2" display="flex" gap="2" alignItems="center">
                  {T.detailYear(r.year)} <FilledBadge filled={!unfilled(r)} />
                </Heading>
                {unfilled(r) ? (
                  <Text fontSize="sm" color="orange.700">
                    {T.notFilledYear(r.year)}
                  </Text>
                ) : (
                  <Table.Root size="sm" variant="outline">
                    <Table.Body>
                      {set.figures.map((f) => (
                        <Table.Row key={f.key}>
                          <Table.Cell color="fg.muted" w="50%">
                            {set.labels[f.key]}（{f.unit}）
                          </Table.Cell>
                          <Table.Cell>{displayOrDash(r[f.key])}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                )}
              </Box>
            ))}
            <Box>
              <Heading as="h3" fontSize="md" mb="2">
                {t.ent.talentTitle}
              </Heading>
              <TalentTable talent={d.talent} />
            </Box>
            <Box>
              <Heading as="h3" fontSize="md" mb="2">
                {T.reminders}
              </Heading>
              {d.reminders.length === 0 ? (
                <Note>{T.noReminders}</Note>
              ) : (
                <Stack gap="1" fontSize="sm" data-testid="collection-reminders">
                  {d.reminders.map((r) => (
                    <Text key={r.remindedAt}>{T.reminderLine(r)}</Text>
                  ))}
                </Stack>
              )}
            </Box>
          </Stack>
        )}
      </QueryState>
    </DialogFrame>
  );
}
