import { Badge, Box, Button, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { DEPT_TYPES, DEPT_TYPE_BY_ROLE, STAFF_ROLES, endpoints, type DepartmentItem } from '@portal/api';
import { ListSkeleton, Note } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { districtDepartmentsOptions } from './queries';
import { DistrictStep, RefusalAlert } from './steps';
import { CheckBox, FormField, QueryState } from '../common';

const T = t.district;

/** A department being edited, with its stored staff count (0 for a new one). */
type Row = DepartmentItem & { staffCount: number };

/** The data-collection types (数据采集, SPEC.md section 6) the roles give, by name: '科技局、人才集团' or ''. */
const typesOf = (roles: readonly string[]) => [...new Set(roles.flatMap((r) => (DEPT_TYPE_BY_ROLE[r] ? [DEPT_TYPES[DEPT_TYPE_BY_ROLE[r]]] : [])))].join('、');

/** One department: its name, its roles as checkboxes, the types they give, its staff count and 删除 (only without staff). */
function DepartmentRow({ row, index, onChange, onRemove }: { row: Row; index: number; onChange: (next: Row) => void; onRemove: () => void }) {
  const types = typesOf(row.roles);
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="white" data-testid="department-row">
      <Stack gap="3">
        <HStack gap="3" wrap="wrap" align="flex-end">
          <FormField w={{ base: 'full', md: '80' }} required mark={false} label={T.deptName(index + 1)}>
            <Input value={row.name} maxLength={50} onChange={(e) => onChange({ ...row, name: e.target.value })} />
          </FormField>
          <Note pb="2">{row.staffCount > 0 ? T.deptStaff(row.staffCount) : T.deptNoStaff}</Note>
          <Button size="sm" variant="ghost" colorPalette="red" disabled={row.staffCount > 0} title={row.staffCount > 0 ? T.deptInUse : undefined} onClick={onRemove}>
            {t.common.remove}
          </Button>
        </HStack>
        <Box as="fieldset">
          <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
            {T.deptRoles}
          </Text>
          <HStack gap="3" wrap="wrap">
            {STAFF_ROLES.map((role) => (
              <chakra.label key={role} display="flex" alignItems="center" gap="1.5" fontSize="sm" cursor="pointer">
                <CheckBox checked={row.roles.includes(role)} onChange={(on) => onChange({ ...row, roles: on ? [...row.roles, role] : row.roles.filter((r) => r !== role) })} />
                {role}
              </chakra.label>
            ))}
          </HStack>
        </Box>
        <HStack gap="2">
          <Text fontSize="sm">{T.deptCollects}</Text>
          {types ? <Badge colorPalette="blue">{types}</Badge> : <Note>{T.deptCollectsNone}</Note>}
        </HStack>
      </Stack>
    </Box>
  );
}

/** The editor once the stored departments are read. */
function DepartmentsEditor({ stored }: { stored: Row[] }) {
  const qc = useQueryClient();
  const [rows, setRows] = useState<Row[]>(stored.length > 0 ? stored : [{ name: '', roles: [], staffCount: 0 }]);
  const save = useMutation({
    mutationFn: (list: Row[]) => api.call(endpoints.districtDepartmentsSave, { departments: list.map((r) => ({ name: r.name.trim(), roles: r.roles })) }, { quiet: true }),
    onSuccess: (r) => {
      notify(T.deptSaved(r.saved), 'success');
      void qc.invalidateQueries({ queryKey: districtDepartmentsOptions().queryKey });
    },
  });
  return (
    <Stack gap="3">
      {rows.map((row, i) => (
        <DepartmentRow key={i} row={row} index={i} onChange={(next) => setRows((list) => list.map((r, j) => (j === i ? next : r)))} onRemove={() => setRows((list) => list.filter((_, j) => j !== i))} />
      ))}
      {save.isError && <RefusalAlert error={save.error} />}
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" onClick={() => setRows((list) => [...list, { name: '', roles: [], staffCount: 0 }])}>
          {T.deptAdd}
        </Button>
        <Button colorPalette="brand" loading={save.isPending} onClick={() => save.mutate(rows)}>
          {T.deptSave}
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * 区情配置 › 部门 (issue 42): the bureau's real department names, each with the department roles
 * (userType) its staff receive, which give 数据采集's type whatever the name (SPEC.md section 6).
 * The editor starts again from the stored list only when that list changed (a save, another
 * administrator's): a refetch answering the same list (window focus, another step's save) keeps
 * what is being typed.
 */
export function DepartmentsSection() {
  const stored = useQuery(districtDepartmentsOptions());
  return (
    <DistrictStep id="departments" title={t.common.dept} hint={T.departmentsHint}>
      <QueryState query={stored} loading={<ListSkeleton rows={3} />}>
        {(data) => <DepartmentsEditor key={JSON.stringify(data)} stored={data} />}
      </QueryState>
    </DistrictStep>
  );
}
