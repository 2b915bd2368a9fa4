import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { endpoints, type OutputOf } from '@portal/api';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { ImportDialog } from '../ledger';
import { districtDepartmentsOptions } from './queries';

const T = t.district;

/**
 * 区情配置 › 工作人员账号 (issue 42): staff accounts from the 工作人员账号导入模板, all rows or none
 * (the dialog shows each row's problem and the error workbook); each new account's one-time initial
 * password goes by SMS, and the accounts whose text could not be sent are named here.
 */
export function StaffImportSection() {
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [last, setLast] = useState<OutputOf<typeof endpoints.districtStaffImport> | null>(null);
  return (
    <Stack gap="4" as="section" aria-labelledby="staff-import-heading">
      <Text as="h2" id="staff-import-heading" fontSize="lg" fontWeight="semibold">
        {T.staffImport}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {T.staffImportHint}
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="brand" onClick={() => setOpen(true)}>
          {T.staffImportButton}
        </Button>
        <Button variant="outline" onClick={() => void api.download(endpoints.templateDownload, { name: 'districtStaff' }).catch(() => undefined)}>
          {T.template}
        </Button>
      </HStack>
      {last && last.problems.length === 0 && (
        <Alert.Root status={last.smsFailed.length > 0 ? 'warning' : 'success'} borderRadius="md" data-testid="staff-import-result">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{T.staffImported(last.inserted, last.updated)}</Alert.Title>
            {last.smsFailed.length > 0 && <Alert.Description>{T.smsFailed(last.smsFailed.join('、'))}</Alert.Description>}
          </Alert.Content>
        </Alert.Root>
      )}
      <ImportDialog
        open={open}
        onClose={() => setOpen(false)}
        texts={T.staffImportDialog}
        onTemplate={() => api.download(endpoints.templateDownload, { name: 'districtStaff' })}
        onImport={async (file, onProgress) => {
          const result = await api.call(endpoints.districtStaffImport, { file }, { onUploadProgress: onProgress, loading: false });
          setLast(result);
          if (result.problems.length === 0) void qc.invalidateQueries({ queryKey: districtDepartmentsOptions().queryKey });
          return result;
        }}
      />
    </Stack>
  );
}
