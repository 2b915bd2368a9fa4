import { Badge, Button, Stack, Text, chakra } from '@chakra-ui/react';
import { endpoints, type SmsChoiceItem } from '@portal/api';
import { DialogFrame, ListSkeleton, Note } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { QueryState } from '../common';

const M = t.messages;
const KEY = ['user', 'smsChoice'] as const;

/**
 * 短信提醒设置 of /userMessage: for each kind of business message that reaches this account
 * (GET /api/notice/one/smsChoice), a checkbox whether it is texted too; a change is saved at once
 * (POST), shown at once and put back with the server's message when the save fails.
 */
export function SmsChoiceButton() {
  const [open, setOpen] = useState(false);
  const qc = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.call(endpoints.smsChoiceList, {}, { signal }), enabled: open });
  const save = useMutation({
    mutationFn: (c: Pick<SmsChoiceItem, 'kind' | 'sms'>) => api.call(endpoints.smsChoiceSave, c),
    onMutate: (c) => qc.setQueryData(KEY, (d: typeof query.data) => d && { ...d, list: d.list.map((x) => (x.kind === c.kind ? { ...x, sms: c.sms } : x)) }),
    onSuccess: (saved) => notify(M.smsSaved(saved.example, saved.sms), 'success'),
    onError: () => void qc.invalidateQueries({ queryKey: KEY }),
  });
  return (
    <>
      <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setOpen(true)}>
        {M.smsChoices}
      </Button>
      <DialogFrame
        open={open}
        onClose={() => setOpen(false)}
        title={M.smsChoices}
        scrollBehavior="inside"
        closeLabel={t.common.close}
        footer={
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t.common.close}
          </Button>
        }
      >
        <QueryState query={query} loading={<ListSkeleton rows={5} />}>
          {(data) => (
            <Stack gap="3">
              <Note>{data.phone ? M.smsIntro(data.phone) : M.smsNoPhone}</Note>
              <chakra.fieldset>
                <chakra.legend srOnly>{M.smsChoices}</chakra.legend>
                <Stack gap="1">
                  {data.list.map((c) => (
                    <chakra.label key={c.kind} display="flex" alignItems="center" gap="3" minH="11" cursor="pointer" data-testid="sms-choice">
                      <chakra.input type="checkbox" checked={c.sms} onChange={(e) => save.mutate({ kind: c.kind, sms: e.target.checked })} style={{ width: 18, height: 18, accentColor: 'var(--chakra-colors-brand-600)' }} />
                      <Badge colorPalette="teal" variant="surface" size="sm" flexShrink={0}>
                        {c.label}
                      </Badge>
                      <Text fontSize="sm">{c.example}</Text>
                    </chakra.label>
                  ))}
                </Stack>
              </chakra.fieldset>
            </Stack>
          )}
        </QueryState>
      </DialogFrame>
    </>
  );
}
