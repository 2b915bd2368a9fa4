import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Note } from '@portal/ui';
import { SERVED_BY_LABELS, type endpoints } from '@portal/api';
import { Link } from '@tanstack/react-router';
import type { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { KeywordBar, PageFrame } from '../common';
import { PagedGrid } from './PagedGrid';
import { useServedCompanies } from './queries';

/** Search params of /rcfnzCompany: the contract's list of served enterprises (keyword on the name, page). */
export type ServedSearch = z.infer<typeof endpoints.stationCompanyList.input>;

/**
 * /rcfnzCompany (服务企业, public; docs/station.md): the enterprises the station has served (a
 * service request closed, a station activity signed up for, a 人才寻珑 invitation sent), each with
 * how, its street and industry, and up to 3 of its open jobs linking to /entDemandDetail.
 */
export function ServedPage({ search, onSearchChange }: { search: ServedSearch; onSearchChange: (next: Partial<ServedSearch>) => void }) {
  const S = t.served;
  const query = useServedCompanies(search);
  return (
    <PageFrame title={S.title} crumbs={[{ label: t.station.homeTitle, to: '/rcfnz' }, { label: S.title }]} subtitle={S.intro}>
      <KeywordBar label={t.common.entName} applied={search.keyword} onApply={(keyword) => onSearchChange({ keyword, page: 1 })} />
      <PagedGrid query={query} empty={S.empty} paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}>
        {(c) => (
          <Stack gap="3" p="4" borderWidth="1px" borderRadius="lg" data-testid="served-company">
            <Stack gap="1">
              <Text as="h2" fontWeight="semibold" fontSize="md" color="brand.800">
                {c.name}
              </Text>
              <HStack gap="1" wrap="wrap">
                <Text fontSize="xs" color="fg.muted">
                  {c.streetName} · {c.industryName}
                </Text>
                {c.servedBy.map((b) => (
                  <Badge key={b} size="sm" colorPalette="brand" variant="subtle">
                    {SERVED_BY_LABELS[b]}
                  </Badge>
                ))}
              </HStack>
            </Stack>
            <Box>
              <Text fontSize="sm" fontWeight="medium" mb="1">
                {S.openJobs(c.openJobs)}
              </Text>
              {c.jobs.length === 0 ? (
                <Note>{S.noJobs}</Note>
              ) : (
                <Stack gap="1">
                  {c.jobs.map((j) => (
                    <Link key={j.id} to="/entDemandDetail" search={{ id: j.id }}>
                      <HStack justify="space-between" fontSize="sm" py="1" borderBottomWidth="1px" borderColor="border.muted" _hover={{ color: 'brand.700' }}>
                        <Text color="brand.700" lineClamp={1}>
                          {j.postName}
                        </Text>
                        <Text color="orange.fg" whiteSpace="nowrap">
                          {t.station.salary(j.salaryMin, j.salaryMax)}
                        </Text>
                      </HStack>
                    </Link>
                  ))}
                </Stack>
              )}
            </Box>
          </Stack>
        )}
      </PagedGrid>
    </PageFrame>
  );
}
