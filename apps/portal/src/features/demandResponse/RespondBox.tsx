import { Button, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useSession } from '@portal/auth';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { StageBadge } from './StageBadge';
import { useRespondCheck, useResponseMutations } from './queries';
import { ButtonLink, FormField, SubSection } from '../common';

/**
 * 投递简历 on a job page: an individual picks a resume (pdf or Word/WPS document) and a note and
 * sends it; once sent (checkAttachment tells, also after a reload) the box shows the progress and
 * the way to 我的投递. Visitors are invited to log in; other account types see nothing.
 */
export function RespondBox({ demandId }: { demandId: number }) {
  const { user, userType } = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const { respond } = useResponseMutations();
  const check = useRespondCheck(demandId, !!user && userType === 3);
  const R = t.demandResponse;
  if (user && userType !== 3) return null;
  const done = check.data?.responded === true;
  return (
    <SubSection ruled={false} bg="white" borderRadius="lg" boxShadow="xs" p="5" testId="respond-box" title={R.title}>
      {!user ? (
        <ButtonLink href="/" size="sm" colorPalette="brand" w="full">
          {R.loginFirst}
        </ButtonLink>
      ) : done ? (
        <Stack gap="3" data-testid="respond-done">
          <Text color="green.700" fontSize="sm">
            {respond.isSuccess ? R.sent : R.already}
          </Text>
          {check.data?.stage && <StageBadge r={{ stage: check.data.stage }} />}
          <Button asChild size="sm" variant="outline" colorPalette="brand">
            <Link to="/myResponse" search={{ id: check.data?.responseId ?? undefined }}>
              {R.viewMine}
            </Link>
          </Button>
        </Stack>
      ) : (
        <Stack gap="3">
          <FormField label={R.resume} hint={check.data?.lastResumeName ? R.lastResume(check.data.lastResumeName) : R.resumeHint}>
            <Input type="file" accept=".pdf,.doc,.docx,.wps" aria-label={R.resume} p="1" size="sm" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </FormField>
          <FormField label={R.note}>
            <Textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} rows={3} size="sm" />
          </FormField>
          <Button
            colorPalette="brand"
            size="sm"
            disabled={!file || check.isPending}
            loading={respond.isPending}
            onClick={() => void respond.mutateAsync({ demandId, note, file: file! }).then(() => notify(R.sent, 'success'), () => undefined)}
          >
            {R.send}
          </Button>
        </Stack>
      )}
    </SubSection>
  );
}
