import { Badge, Flex, LinkBox, LinkOverlay, SimpleGrid, Stack, Text, type SimpleGridProps } from '@chakra-ui/react';
import { resolveDataCollection, useSession } from '@portal/auth';
import { EMPLOYMENT_MONITOR_PAGES } from '@portal/api';
import { displayOrDash } from '@portal/validators';
import { ListSkeleton, Note } from '@portal/ui';
import * as t from '../../i18n/zh-CN';
import { ButtonLink, FactList, FigureTiles, QueryState, SubSection, useDict } from '../common';
import { useLinkProps } from '../layout';
import { pageOf } from '../navigation';
import { EntFrame } from './EntFrame';
import { useEntInfo } from './queries';

/** The entries to the enterprise's data pages; the annual data goes where the data-collection rule sends this enterprise (SPEC.md section 6). */
function entriesOf(annual: string) {
  return [
    { to: '/talentdata', label: t.ent.entries.staff, hint: t.ent.entries.staffHint },
    { to: annual, label: t.ent.entries.annual, hint: t.ent.entries.annualHint },
    { to: '/modifyEntInfo', label: t.ent.entries.info, hint: t.ent.entries.infoHint },
    { to: '/companyDocking', label: t.ent.entries.docking, hint: t.ent.entries.dockingHint },
    { to: '/xunlong', label: t.ent.entries.xunlong, hint: t.ent.entries.xunlongHint },
    { to: '/trainingResearch', label: t.ent.entries.training, hint: t.ent.entries.trainingHint },
  ];
}

/** The employment-monitoring pages an enterprise fills (libs/api EMPLOYMENT_MONITOR_PAGES), named by the navigation table, with what each asks. */
const MONITOR_ENTRIES = (Object.keys(EMPLOYMENT_MONITOR_PAGES) as (keyof typeof EMPLOYMENT_MONITOR_PAGES)[]).map((to) => ({
  to,
  label: pageOf(to)!.title,
  hint: t.ent.monitorEntries[to],
}));

/** Entry cards to other pages (an address with its query, its title, a hint; a test id of each card): a title that is the link, and a hint; three to a row on a desktop unless `columns` says otherwise. */
export function EntryCards({ entries, testId, columns = { base: 1, md: 3 } }: { entries: readonly { to: string; label: string; hint: string }[]; testId?: string; columns?: SimpleGridProps['columns'] }) {
  const link = useLinkProps();
  return (
    <SimpleGrid columns={columns} gap="4">
      {entries.map((e) => (
        <LinkBox key={e.to} borderWidth="1px" borderRadius="lg" p="5" _hover={{ borderColor: 'brand.400', bg: 'brand.subtle' }} transition="all 0.15s" data-testid={testId}>
          <LinkOverlay {...link(e.to)}>
            <Text fontWeight="semibold" color="brand.700" fontSize="lg">
              {e.label}
            </Text>
          </LinkOverlay>
          <Note mt="1">{e.hint}</Note>
        </LinkBox>
      ))}
    </SimpleGrid>
  );
}

/** /business 我的企业: the enterprise's registered details, its latest talent figures, the entries to its data pages and to its monitoring and training registers. */
export function BusinessPage() {
  const query = useEntInfo();
  const entTypes = useDict('enterpriseType');
  const collection = resolveDataCollection(useSession());
  const data = query.data;
  const E = t.ent;
  return (
    <EntFrame
      title={t.menu.myEnterprise}
      subtitle={data?.info.name}
      actions={
        <ButtonLink href="/modifyEntInfo" size="sm" colorPalette="brand">
          {E.editInfo}
        </ButtonLink>
      }
    >
      <QueryState query={query} loading={<ListSkeleton rows={6} />}>
        {(data) => (
          <Stack gap="6">
            <FactList
              size="md"
              display="grid"
              gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}
              data-testid="ent-info"
              rows={[
                [t.common.entName, data.info.name],
                [t.common.creditCode, data.info.creditCode],
                [E.fields.street, data.info.streetName],
                [E.fields.industry, data.info.industryName],
                [E.fields.foundedOn, data.info.foundedOn],
                [E.fields.registeredCapital, data.info.registeredCapital === null ? '-' : E.wan(data.info.registeredCapital)],
                [E.fields.legalPerson, displayOrDash(data.info.legalPerson)],
                [t.common.contact, data.info.contactName ? `${data.info.contactName}  ${data.info.contactPhone}` : '-'],
                [E.fields.address, displayOrDash(data.info.address)],
                [E.fields.email, displayOrDash(data.info.email)],
              ]}
            />
            {data.info.enterpriseType && (
              <Flex gap="2" wrap="wrap">
                {data.info.enterpriseType.split(',').map((type) => (
                  <Badge key={type} colorPalette="brand">
                    {entTypes.labelOf(type)}
                  </Badge>
                ))}
              </Flex>
            )}
            <SubSection ruled={false} title={E.talentTitle}>
              <FigureTiles
                columns={{ base: 2, md: 5 }}
                data-testid="talent-summary"
                items={[
                  { label: E.talentTotal, value: data.talent.total },
                  { label: E.under35, value: data.talent.under35 },
                  ...data.talent.byEducation.slice(0, 3).map((b) => ({ label: b.education, value: b.count })),
                ]}
              />
            </SubSection>
            <EntryCards entries={entriesOf(collection.kind === 'go' ? collection.to : '/entdata')} />
            <SubSection ruled={false} title={E.monitorTitle} subtitle={E.monitorHint}>
              <EntryCards entries={MONITOR_ENTRIES} />
            </SubSection>
          </Stack>
        )}
      </QueryState>
    </EntFrame>
  );
}
