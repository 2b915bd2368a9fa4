import { Alert, Button, Card, HStack, Text } from '@chakra-ui/react';
import { DISTRICT_ENTERPRISES_MAX, endpoints, type ImportResult } from '@portal/api';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { ImportDialog } from '../ledger';

const T = t.district.enterprises;

/**
 * 区情配置 › 企业名录 (issue 42, docs/going-live.md): the district's enterprises from the
 * market-regulation registry's xlsx, all rows or none (the shared import dialog shows each row's
 * problem and the error workbook); afterwards how many were added and updated. New enterprises get
 * their accounts, activated by their contacts through the SMS login.
 */
export function EnterpriseImport() {
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [last, setLast] = useState<ImportResult | null>(null);
  const template = () => api.download(endpoints.districtEnterprisesTemplate, {});
  return (
    <Card.Root as="section" variant="outline" aria-labelledby="enterprises-heading">
      <Card.Header>
        <Card.Title as="h2" id="enterprises-heading" fontSize="lg">
          {T.title}
        </Card.Title>
        <Card.Description>{T.hint(DISTRICT_ENTERPRISES_MAX)}</Card.Description>
      </Card.Header>
      <Card.Body gap="4">
        <Text fontSize="sm" color="fg.muted">
          {T.activation}
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button colorPalette="brand" onClick={() => setOpen(true)}>
            {T.import}
          </Button>
          <Button variant="outline" onClick={() => void template().catch(() => undefined)}>
            {T.template}
          </Button>
        </HStack>
        {last && last.problems.length === 0 && (
          <Alert.Root status="success" borderRadius="md" data-testid="enterprise-import-result">
            <Alert.Indicator />
            <Alert.Title>{T.done(last.inserted, last.updated)}</Alert.Title>
          </Alert.Root>
        )}
      </Card.Body>
      <ImportDialog
        open={open}
        onClose={() => setOpen(false)}
        texts={T.dialog}
        onTemplate={template}
        onImport={async (file, onProgress) => {
          const result = await api.call(endpoints.districtEnterprisesImport, { file }, { onUploadProgress: onProgress, loading: false });
          if (result.problems.length === 0) {
            setLast(result);
            void qc.invalidateQueries({ queryKey: ['user', 'admin'] });
          }
          return result;
        }}
      />
    </Card.Root>
  );
}
