import { Badge, Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Note } from '@portal/ui';
import { endpoints, type OutputOf } from '@portal/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { AlertBox, DataTable, FilterSelect, PageFrame } from '../common';
import { DepartmentsSection } from './DepartmentsSection';
import { EnterpriseImport } from './EnterpriseImport';
import { ProfileSection } from './ProfileSection';
import { StaffImportSection } from './StaffImportSection';
import { StreetMap } from './StreetMap';
import { DistrictStep, RefusalAlert } from './steps';

const T = t.district;

type Checked = OutputOf<typeof endpoints.districtStreetsCheck>;

/** The property mapping of a streets file: '' reads the usual names (adcode, XZQDM, code; name, XZQMC). */
interface Mapping {
  codeProperty: string;
  nameProperty: string;
}

const fieldsOf = (file: File, mapping: Mapping) => ({ file, ...(mapping.codeProperty ? { codeProperty: mapping.codeProperty } : {}), ...(mapping.nameProperty ? { nameProperty: mapping.nameProperty } : {}) });

/** The file's problems, one line each ('第3个要素（丙街道）：边界自相交…'); nothing is stored while there is one. */
function Problems({ problems }: { problems: Checked['problems'] }) {
  return (
    <AlertBox
      status="error"
      borderRadius="md"
      alignItems="flex-start"
      data-testid="street-problems"
      title={T.problems(problems.length)}
      description={
        <Stack as="ul" mt="1" gap="0.5" listStyleType="none">
          {problems.map((p) => (
            <li key={`${p.feature}-${p.reason}`}>{p.feature === 0 ? p.reason : T.problem(p.feature, p.label, p.reason)}</li>
          ))}
        </Stack>
      }
    />
  );
}

/**
 * 区情配置 › 街道 (issue 42): a GeoJSON file of the district's streets, checked by the server as soon
 * as it is chosen (nothing stored), its problems listed by feature, its streets previewed on a map
 * and in a table, the stored streets it would remove listed with what refers to them and the street
 * each is merged into; 应用 replaces the streets all or nothing.
 */
function StreetsSection() {
  const qc = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<Mapping>({ codeProperty: '', nameProperty: '' });
  const [remap, setRemap] = useState<Record<string, string>>({});
  const check = useMutation({ mutationFn: (v: { file: File; mapping: Mapping }) => api.call(endpoints.districtStreetsCheck, fieldsOf(v.file, v.mapping), { quiet: true }) });
  const apply = useMutation({
    mutationFn: (v: { file: File; mapping: Mapping; remap: Record<string, string> }) => api.call(endpoints.districtStreetsApply, { ...fieldsOf(v.file, v.mapping), remap: JSON.stringify(v.remap) }, { quiet: true }),
    onSuccess: (r) => {
      notify(T.applied(r.added + r.updated, r.removed), 'success');
      void qc.invalidateQueries({ queryKey: ['dict'] });
      void qc.invalidateQueries({ queryKey: ['user', 'admin'] });
      setFile(null);
      check.reset();
    },
  });
  const run = (next: File | null, m: Mapping) => {
    setFile(next);
    setMapping(m);
    setRemap({});
    apply.reset();
    if (next) check.mutate({ file: next, mapping: m });
  };
  const data = check.data;
  const options = (data?.properties ?? []).map((p) => ({ value: p, label: p }));
  const unmapped = (data?.removed ?? []).filter((r) => r.references.length > 0 && !remap[r.code]);
  const ready = data && data.problems.length === 0 && data.streets.length > 0 && unmapped.length === 0;
  return (
    <DistrictStep id="streets" title={T.streets} hint={T.streetsHint}>
      <HStack gap="3" wrap="wrap" align="center">
        <Input type="file" accept=".geojson,.json,application/geo+json,application/json" aria-label={T.file} maxW="md" p="1" onChange={(e) => run(e.target.files?.[0] ?? null, mapping)} />
        {data && data.properties.length > 0 && (
          <>
            <FilterSelect label={T.codeProperty} all={T.autoCode} value={mapping.codeProperty} options={options} w="48" onChange={(v) => file && run(file, { ...mapping, codeProperty: v })} />
            <FilterSelect label={T.nameProperty} all={T.autoName} value={mapping.nameProperty} options={options} w="48" onChange={(v) => file && run(file, { ...mapping, nameProperty: v })} />
          </>
        )}
      </HStack>
      {check.isPending && <Text color="fg.muted">{T.checking}</Text>}
      {check.isError && <RefusalAlert error={check.error} />}
      {data && data.problems.length > 0 && <Problems problems={data.problems} />}
      {data && data.streets.length > 0 && (
        <>
          <StreetMap streets={data.streets} />
          <DataTable columns={[{ header: T.code, cellProps: { fontFamily: 'mono' } }, T.name, T.area]} endFrom={2} data-testid="street-table" rows={data.streets.map((s) => ({ key: s.code, cells: [s.code, s.name, s.areaKm2.toLocaleString('zh-CN')] }))} />
        </>
      )}
      {data && data.removed.length > 0 && (
        <Stack gap="2" data-testid="street-removed">
          <Text fontWeight="medium">{T.removed(data.removed.length)}</Text>
          {data.removed.map((r) => (
            <Box key={r.code} borderWidth="1px" borderRadius="md" p="3" bg="white">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Text>
                  {r.name}（{r.code}）
                </Text>
                {r.references.length === 0 ? (
                  <Badge colorPalette="gray">{T.noReferences}</Badge>
                ) : (
                  <FilterSelect label={T.mergeInto(r.name)} all={T.chooseTarget} value={remap[r.code] ?? ''} options={data.streets.map((s) => ({ value: s.code, label: s.name }))} w="56" onChange={(v) => setRemap((m) => ({ ...m, [r.code]: v }))} />
                )}
              </HStack>
              {r.references.length > 0 && (
                <Note mt="1">{T.references(r.references.map((x) => `${x.label} ${x.count} 条`).join('、'))}</Note>
              )}
            </Box>
          ))}
        </Stack>
      )}
      {apply.isError && <RefusalAlert error={apply.error} />}
      {data && (
        <HStack gap="3" wrap="wrap">
          <Button colorPalette="brand" disabled={!ready} loading={apply.isPending} onClick={() => file && apply.mutate({ file, mapping, remap })}>
            {T.apply(data.streets.length)}
          </Button>
          {unmapped.length > 0 && (
            <Text fontSize="sm" color="orange.700">
              {T.chooseAll(unmapped.length)}
            </Text>
          )}
        </HStack>
      )}
    </DistrictStep>
  );
}

/**
 * 系统管理 › 区情配置 (/sysDistrict, administrators; issue 42, docs/going-live.md), in the order a
 * bureau goes live: the district's identity, its streets and boundaries (GeoJSON), its enterprises
 * (the registry's xlsx), its departments with their roles, and its staff accounts (xlsx); each step
 * can be run again whenever its source changes.
 */
export function DistrictPage() {
  return (
    <PageFrame title={t.nav.titles.sysDistrict} subtitle={T.hint}>
      <Stack gap="10">
        <ProfileSection />
        <StreetsSection />
        <EnterpriseImport />
        <DepartmentsSection />
        <StaffImportSection />
      </Stack>
    </PageFrame>
  );
}
