import { Badge, Box, Button, Table, Text } from '@chakra-ui/react';
import { NOTICE_CATEGORIES } from '@portal/api';
import { DialogFrame, ListSkeleton, Note } from '@portal/ui';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { errorText } from '../../lib/api';
import { CheckBox, DataTable, QueryState } from '../common';
import { CATEGORY_TITLES, useSubscribe, useSubscriptions, useViewer } from './queries';

/**
 * One subscription checkbox. While its save is on the way it shows the user's click (React
 * commits a discrete event's state before the event ends), then the saved value again: the
 * server's answer, or the old state when the save failed.
 */
function SubscriptionBox({ label, checked, disabled, onToggle }: { label: string; checked: boolean; disabled: boolean; onToggle: (subscribed: boolean, settled: () => void) => void }) {
  const [saving, setSaving] = useState<boolean | null>(null);
  return (
    <CheckBox
      label={label}
      checked={saving ?? checked}
      disabled={disabled}
      onChange={(on) => {
        setSaving(on);
        onToggle(on, () => setSaving(null));
      }}
    />
  );
}

/**
 * My subscriptions: one row per department, a checkbox per category (通知公告, 政策文件). Each
 * click saves at once; a new notice of a checked pair then raises the header's unread count.
 */
function SubscriptionTable({ token }: { token: string }) {
  const info = useSubscriptions(token);
  const subscribe = useSubscribe(token);
  return (
    <QueryState query={info} loading={<ListSkeleton rows={5} />} compact isEmpty={(d) => d.departments.length === 0} empty={t.subscribe.noDepartments}>
      {({ departments, subscriptions }) => (
        <>
          {subscribe.isError && (
            <Text role="alert" fontSize="sm" color="red.600" mb="2">
              {errorText(subscribe.error)}
            </Text>
          )}
          <DataTable variant="line" data-testid="subscription-table" columns={[t.notice.dept, ...NOTICE_CATEGORIES.map((c) => ({ header: CATEGORY_TITLES[c], textAlign: 'center' as const, w: '24' }))]}>
            {departments.map((d) => (
              <Table.Row key={d}>
                <Table.Cell>{d}</Table.Cell>
                {NOTICE_CATEGORIES.map((c) => (
                  <Table.Cell key={c} textAlign="center">
                    <SubscriptionBox
                      label={`${d} ${CATEGORY_TITLES[c]}`}
                      checked={subscriptions.some((s) => s.deptName === d && s.category === c)}
                      disabled={subscribe.isPending}
                      onToggle={(subscribed, settled) => subscribe.mutate({ deptName: d, category: c, subscribed }, { onSettled: settled })}
                    />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </DataTable>
        </>
      )}
    </QueryState>
  );
}

/** The 订阅 button of the notice lists (logged-in users only) and its dialog. */
export function SubscribeButton() {
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  const info = useSubscriptions(viewer?.token ?? null);
  if (!viewer) return null;
  const count = info.data?.subscriptions.length ?? 0;
  return (
    <DialogFrame
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      size={{ base: 'full', md: 'md' }}
      scrollBehavior="inside"
      title={t.subscribe.title}
      closeLabel={t.common.close}
      trigger={
        <Button size="sm" variant="outline" colorPalette="brand" alignSelf={{ base: 'flex-start', lg: 'center' }}>
          {t.subscribe.button}
          {count > 0 && (
            <Badge colorPalette="brand" variant="solid" borderRadius="full" data-testid="subscription-count">
              {count}
            </Badge>
          )}
        </Button>
      }
      footer={
        <Button colorPalette="brand" onClick={() => setOpen(false)}>
          {t.subscribe.done}
        </Button>
      }
    >
      <Note mb="3">{t.subscribe.hint}</Note>
      <Box>{open && <SubscriptionTable token={viewer.token} />}</Box>
    </DialogFrame>
  );
}
