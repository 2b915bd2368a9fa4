import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { AREA_AUDIT_STATUS_LABELS, type AreaAuditCompany, type AreaAuditKind, type AreaAuditPerson, type AreaAuditStatus, type AuditRecord } from '@portal/api';
import { ArticleSkeleton, Note } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { FactList, MaskedNumber, QueryState, SideDrawer, SubSection, Timeline } from '../common';
import { AuditDecision, AuditStatusBadge } from './AuditFrame';
import { useAreaAuditMutations, useRecordDetail } from './queries';

const T = t.allowance;
/** Text as written, or '-' when there is none. */
const orDash = (s: string | null) => s || '-';
const statusText = (s: string) => AREA_AUDIT_STATUS_LABELS[s as AreaAuditStatus] ?? s;

/** The history of a record as a timeline: each step with who, role, when, the change and the comment or score. */
function History({ items }: { items: AuditRecord[] }) {
  if (items.length === 0) return <Note>{T.noHistory}</Note>;
  return (
    <Timeline
      items={items}
      testId="audit-history"
      head={(h) => (h.kind === 'expert' ? T.scoreLine(h.score ?? 0) : T.historyLine(statusText(h.fromStatus), statusText(h.toStatus)))}
      meta={(h) => `${h.actorName}（${h.actorRole}）· ${h.createdAt}`}
      note={(h) => h.comment}
    />
  );
}

/** One check of a record: its name and result ('…' while it is asked), then its lines, or `none` when it has none. */
function Check({ testId, title, result, lines, none }: { testId: string; title: string; result: ReactNode; lines: readonly string[] | undefined; none?: string }) {
  return (
    <Box data-testid={testId}>
      <Text fontWeight="medium">
        {title}：{result ?? '…'}
      </Text>
      {lines?.length === 0 && <Text color="fg.muted">{none}</Text>}
      {lines?.map((l, i) => (
        <Text key={i} color="fg.muted">
          {l}
        </Text>
      ))}
    </Box>
  );
}

/**
 * A person or company record with its checks (social insurance months, subsidies granted, degree),
 * history and expert scores, in a drawer. Identity and phone numbers come masked (issue 24);
 * `canReveal` (the role's `fullNumbers`) shows the 显示 buttons that reveal one, logged by the server.
 */
export function DetailDrawer({ kind, id, canAudit, canReveal, onClose }: { kind: AreaAuditKind; id: number | null; canAudit: boolean; canReveal: boolean; onClose: () => void }) {
  const q = useRecordDetail(kind, id);
  const m = useAreaAuditMutations();
  const F = T.fields;
  const show = (d: NonNullable<typeof q.detail.data>) => {
    const rec: AreaAuditPerson | AreaAuditCompany = 'person' in d ? d.person : d.company;
    const person = 'person' in d ? d : null;
    const company = 'company' in d ? d.company : null;
    const pay = q.socialPay.data;
    const deg = q.degree.data;
    const sub = q.subsidies.data;
    return (
      <Stack gap="5">
        <HStack gap="3" wrap="wrap">
          <Text fontSize="lg" fontWeight="semibold" color="brand.900">
            {rec.name}
          </Text>
          <AuditStatusBadge status={rec.status} />
        </HStack>
        <FactList
          size="sm"
          orientation="vertical"
          display="grid"
          gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }}
          rows={[
            ...(person
              ? ([
                  [F.idCard, <MaskedNumber value={person.person.idCard} kind="idCard" source="areaAuditPerson" id={person.person.id} field="idCard" revealable={canReveal} />],
                  [F.phone, <MaskedNumber value={person.person.phone} kind="mobile" source="areaAuditPerson" id={person.person.id} field="phone" revealable={canReveal} />],
                  [F.company, orDash(person.person.companyName)],
                  [F.education, person.person.education],
                  [F.school, orDash(person.school)],
                  [F.certificate, orDash(person.certificateNo)],
                ] as const)
              : []),
            ...(company
              ? ([
                  [F.creditCode, company.creditCode],
                  [F.contact, <>{company.contactName} <MaskedNumber value={company.contactPhone} kind="mobile" source="areaAuditCompany" id={company.id} field="contactPhone" revealable={canReveal} /></>],
                  [F.persons, <Link to="/modifyGJN" search={{ companyId: company.id }} onClick={onClose}><Text as="span" color="brand.700">{T.personsOf(company.personCount)}</Text></Link>],
                ] as const)
              : []),
            [F.street, orDash(rec.streetName)],
            [F.item, `${rec.subsidyItem}（${rec.year}）`],
            [F.amount, T.yuan(rec.amount)],
            [F.comment, orDash(rec.comment)],
            [F.auditor, `${orDash(rec.auditedBy)} ${rec.auditedAt ?? ''}`],
            [F.pushedAt, orDash(rec.pushedAt)],
          ]}
        />
        <SubSection ruled={false} gap="2" title={T.checks}>
          <Stack gap="3" fontSize="sm">
            {person && <Check testId="check-social-pay" title={T.socialPay} result={pay && T.months(pay.months)} lines={pay?.periods.map((p) => T.periodLine(p.entName, p.from, p.to, p.months))} none={T.noSocialPay} />}
            {person && (
              <Check
                testId="check-degree"
                title={T.degree}
                result={deg && <Badge colorPalette={deg.result === 'match' ? 'green' : deg.result === 'mismatch' ? 'red' : 'gray'}>{T.degreeResult[deg.result]}</Badge>}
                lines={deg && [deg.message]}
              />
            )}
            <Check testId="check-subsidies" title={T.subsidies} result={sub && T.subsidyTotal(sub.total)} lines={sub?.granted.map((g) => `${g.year} ${g.subsidyItem} ${T.yuan(g.amount)}（${statusText(g.status)}）`)} none={T.noSubsidies} />
          </Stack>
        </SubSection>
        {person && person.scores.length > 0 && (
          <SubSection ruled={false} gap="2" title={T.expertScores}>
            <Stack gap="1" fontSize="sm">
              {person.scores.map((s, i) => (
                <Text key={i}>
                  {s.expertName}：{s.score} 分{s.comment ? `，${s.comment}` : ''}（{s.updatedAt}）
                </Text>
              ))}
            </Stack>
          </SubSection>
        )}
        {canAudit && rec.status === 'awaiting_check' && (
          <SubSection ruled={false} gap="2" title={T.auditOne}>
            <AuditDecision count={0} busy={m.updateAudit.isPending} onDecide={(status, comment) => m.updateAudit.mutateAsync({ kind, id: rec.id, status, comment, version: rec.version }).then(() => notify(t.common.saved, 'success'))} />
          </SubSection>
        )}
        <SubSection ruled={false} gap="2" title={T.history}>
          <History items={d.history} />
        </SubSection>
      </Stack>
    );
  };
  return (
    <SideDrawer open={id !== null} title={T.detailTitle} onClose={onClose} closeLabel={t.common.close}>
      <QueryState query={q.detail} loading={<ArticleSkeleton />} compact>
        {show}
      </QueryState>
    </SideDrawer>
  );
}
