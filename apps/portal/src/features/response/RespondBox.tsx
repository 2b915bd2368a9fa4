import { Box, Button, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useSession } from '@portal/auth';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { t } from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { useResponseMutations } from './queries';

/**
 * 投递简历 on a job page: an individual picks a resume (pdf or Word/WPS document) and a note and
 * sends it; visitors are invited to log in; other account types see nothing.
 */
export function RespondBox({ demandId }: { demandId: number }) {
  const { user, userType } = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [sent, setSent] = useState(false);
  const { respond } = useResponseMutations();
  const R = t.response;
  if (user && userType !== 3) return null;
  return (
    <Box bg="white" borderRadius="lg" boxShadow="xs" p="5" data-testid="respond-box">
      <Text fontWeight="semibold" mb="3">
        {R.title}
      </Text>
      {!user ? (
        <Button asChild size="sm" colorPalette="brand" w="full">
          <Link to="/">{R.loginFirst}</Link>
        </Button>
      ) : sent ? (
        <Text color="green.700" fontSize="sm" data-testid="respond-done">
          {R.sent}
        </Text>
      ) : (
        <Stack gap="3">
          <Field.Root>
            <Field.Label>{R.resume}</Field.Label>
            <Input type="file" accept=".pdf,.doc,.docx,.wps" aria-label={R.resume} p="1" size="sm" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
            <Field.HelperText>{R.resumeHint}</Field.HelperText>
          </Field.Root>
          <Field.Root>
            <Field.Label>{R.note}</Field.Label>
            <Textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} rows={3} size="sm" />
          </Field.Root>
          <Button
            colorPalette="brand"
            size="sm"
            disabled={!file}
            loading={respond.isPending}
            onClick={() =>
              void respond.mutateAsync({ demandId, note, file: file! }).then(() => {
                setSent(true);
                notify(R.sent, 'success');
              }, () => undefined)
            }
          >
            {R.send}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
