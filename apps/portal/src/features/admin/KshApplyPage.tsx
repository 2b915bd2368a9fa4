import { Badge, Button, Card, Stack, Text, Textarea } from '@chakra-ui/react';
import { KSH_PERIODS, KSH_STATUS_LABELS, endpoints } from '@portal/api';
import { ListSkeleton, Note } from '@portal/ui';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { AlertBox, ButtonLink, formFields, PageFrame, QueryState, SelectField, useZodForm } from '../common';
import { KSH_PALETTE } from './KshApprovalPage';
import { useKshApply, useOwnKsh } from './queries';

/** The visual platform's address (SPEC.md section 9: the site's screen3 path). */
const SCREEN_URL = '/screen3/overview';

/**
 * /modifyScreen (government users, 个人中心 and the 可视化平台 item for those holding
 * 区人才指数（申请）): the visual-platform request of SPEC.md section 6. Without a running
 * permission the user asks with a reason and a period; the page shows the newest request (waiting,
 * approved with the days left and a link to /screen3/, or refused with the reason). The stored
 * session follows each answer (useOwnKsh), so an approval opens the platform without a new login.
 */
export function KshApplyPage() {
  const A = t.admin.apply;
  const own = useOwnKsh();
  const apply = useKshApply();
  const form = useZodForm(endpoints.kshApply.input, { reason: '', days: 30 }, 'onSubmit');
  const submit = form.handleSubmit((v) => apply.mutateAsync(v).then(() => (notify(A.submitted, 'success'), form.resetField('reason')), () => undefined));
  return (
    <PageFrame title={t.nav.titles.modifyScreen} maxW="3xl">
      <Text color="fg.muted">{A.intro}</Text>
      <QueryState query={own} loading={<ListSkeleton rows={3} />}>
        {(data) => {
          const latest = data.latest;
          const granted = data.duration > 0 || data.havePower === 1;
          return (
            <Stack gap="4">
              {granted && (
                <AlertBox status="success" title={A.granted(data.duration)}>
                  <ButtonLink href={SCREEN_URL} size="sm" colorPalette="green">
                    {A.open}
                  </ButtonLink>
                </AlertBox>
              )}
              {latest && (
                <Card.Root variant="outline" data-testid="ksh-latest">
                  <Card.Header pb="0">
                    <Card.Title fontSize="md">
                      {A.current} <Badge colorPalette={KSH_PALETTE[latest.status]}>{KSH_STATUS_LABELS[latest.status]}</Badge>
                    </Card.Title>
                  </Card.Header>
                  <Card.Body gap="1">
                    <Text fontSize="sm">{latest.reason}</Text>
                    <Note>{t.admin.ksh.daysUnit(latest.days)} · {latest.createdAt.slice(0, 16)}</Note>
                    {latest.status === 'awaiting_check' && <Text fontSize="sm">{A.waiting}</Text>}
                    {latest.status === 'refused' && (
                      <Text fontSize="sm" color="fg.error">
                        {A.refused(latest.note)} {A.reapply}
                      </Text>
                    )}
                  </Card.Body>
                </Card.Root>
              )}
              {!granted && latest?.status !== 'awaiting_check' && (
                <Stack gap="4" as="form" onSubmit={(e) => void submit(e)}>
                  {formFields(form)('reason', A.reason, <Textarea rows={4} maxLength={500} placeholder={A.reasonHint} {...form.register('reason')} />)}
                  <SelectField label={A.days} maxW="48" field={form.register('days')} options={KSH_PERIODS.map((d) => ({ value: d, label: t.admin.ksh.daysUnit(d) }))} />
                  <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={apply.isPending}>
                    {t.common.submitApplication}
                  </Button>
                </Stack>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </PageFrame>
  );
}
