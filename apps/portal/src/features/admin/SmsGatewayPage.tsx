import { Badge, Box, Button, Card, Code, Flex, HStack, Heading, Input, SimpleGrid, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { endpoints, templateProblems, type OutputOf, type SmsGatewayTemplate, type SmsKind } from '@portal/api';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { errorText, notify } from '../../lib/api';
import { AlertBox, FactList, formFields, PageFrame, QueryState, useZodForm } from '../common';
import { smsGatewayOptions, useAdminMutations } from './queries';
import { smsStatusPalette } from './SmsOutboxPage';

const S = t.admin.smsGateway;
const saveInput = endpoints.smsGatewayTemplateSave.input.shape;

/** What 试发到本人手机 answered: the masked phone, the gateway's status and answer, the text sent. */
type TestAnswer = OutputOf<typeof endpoints.smsGatewayTestSend>;

/** The form of one kind: the template code and the registered text, checked as the server checks them (templateProblems of @portal/api). */
const templateForm = (kind: SmsKind) =>
  z.object({
    templateCode: saveInput.templateCode,
    content: saveInput.content.superRefine((v, ctx) => {
      const problems = templateProblems(kind, v);
      if (problems.length) ctx.addIssue({ code: 'custom', message: problems.join('；') });
    }),
  });
type TemplateValues = z.output<ReturnType<typeof templateForm>>;

/** A small titled part of a kind's card (可用变量, 建议内容, 收信人看到（示例）). */
function Part({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="1.5" minW="0">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text fontSize="sm" fontWeight="medium">
          {title}
        </Text>
        {action}
      </HStack>
      {children}
    </Stack>
  );
}

/**
 * One kind of text message on /smsGateway (data-testid="sms-kind-{kind}"): its label and whether it
 * can be sent (the problem under it), the form of its template code and registered text (保存 keeps
 * what was typed when the server refuses, the refusal under the field), its parameters, the
 * suggested text (使用建议内容 puts it into the form), what a recipient reads for the examples (the
 * preview of the last save's answer) and 试发到本人手机 with the gateway's answer.
 */
function KindCard({ template }: { template: SmsGatewayTemplate }) {
  const m = useAdminMutations();
  const { kind } = template;
  // the last save's answer: newer than the list until it is read again
  const [saved, setSaved] = useState<SmsGatewayTemplate | null>(null);
  const [test, setTest] = useState<{ answer: TestAnswer } | { error: string } | null>(null);
  const current = saved ?? template;
  const form = useZodForm<z.ZodType, z.input<ReturnType<typeof templateForm>>, TemplateValues>(templateForm(kind), { templateCode: template.templateCode, content: template.content });
  const field = formFields(form);
  const ready = current.problem === '';
  const save = form.handleSubmit(async (values) => {
    try {
      const answer = await m.saveSmsTemplate.mutateAsync({ kind, ...values });
      setSaved(answer);
      form.reset({ templateCode: answer.templateCode, content: answer.content });
      notify(S.saved(answer.label), 'success');
    } catch (error) {
      // a refusal names the template code or is about the text; what was typed stays
      const message = errorText(error) ?? t.account.failed;
      form.setError(/templateCode|模板编号/.test(message) ? 'templateCode' : 'content', { type: 'server', message }, { shouldFocus: true });
    }
  });
  const testSend = () =>
    void m.testSendSms.mutateAsync({ kind }).then(
      (answer) => setTest({ answer }),
      (error: unknown) => setTest({ error: errorText(error) ?? t.account.failed }),
    );
  return (
    <Card.Root variant="outline" data-testid={`sms-kind-${kind}`} minW="0">
      <Card.Header pb="0" gap="1">
        <Flex gap="2" align="center" wrap="wrap">
          <Heading as="h2" size="md">
            {template.label}
          </Heading>
          <Badge colorPalette={ready ? 'green' : 'orange'} variant="subtle" data-testid="sms-kind-state">
            {ready ? S.ready : S.notReady}
          </Badge>
        </Flex>
        {!ready && (
          <Text fontSize="sm" color="orange.700" wordBreak="break-word" data-testid="sms-kind-problem">
            {current.problem}
          </Text>
        )}
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '4', lg: '6' }} minW="0">
          <chakra.form noValidate aria-label={template.label} onSubmit={(e) => void save(e)} minW="0">
            <Stack gap="3">
              {field('templateCode', S.templateCode, <Input {...form.register('templateCode')} maxLength={40} autoComplete="off" spellCheck={false} fontFamily="mono" />, { required: false, hint: S.templateCodeHint })}
              {field('content', S.content, <Textarea {...form.register('content')} rows={4} maxLength={500} />, { required: false, hint: S.contentHint })}
              <HStack gap="2" wrap="wrap">
                <Button type="submit" size="sm" colorPalette="brand" loading={form.formState.isSubmitting}>
                  {t.common.save}
                </Button>
                <Button type="button" size="sm" variant="outline" colorPalette="brand" loading={m.testSendSms.isPending} onClick={testSend}>
                  {S.testSend}
                </Button>
              </HStack>
              <Text fontSize="xs" color="fg.muted">
                {S.testHint}
              </Text>
              {current.updatedAt && (
                <Text fontSize="xs" color="fg.muted">
                  {S.updatedAt(current.updatedAt)}
                </Text>
              )}
              {test && 'error' in test && <AlertBox status="error" size="sm" data-testid="sms-test-result" title={test.error} />}
              {test && 'answer' in test && (
                <Stack gap="1" borderWidth="1px" borderRadius="md" p="3" fontSize="sm" data-testid="sms-test-result">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="medium">{S.testResult}</Text>
                    <Badge colorPalette={smsStatusPalette[test.answer.status]}>{test.answer.statusLabel}</Badge>
                    <Text color="fg.muted">{S.testPhone(test.answer.phone)}</Text>
                  </HStack>
                  {test.answer.detail && (
                    <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                      {test.answer.detail}
                    </Text>
                  )}
                  <Text wordBreak="break-all">{test.answer.text}</Text>
                </Stack>
              )}
            </Stack>
          </chakra.form>
          <Stack gap="4" minW="0">
            <Part title={S.params}>
              <Stack as="ul" gap="1" listStyleType="none" fontSize="sm" aria-label={S.params}>
                {template.params.map((p) => (
                  <HStack as="li" key={p.name} gap="2" wrap="wrap" align="baseline">
                    <Code size="sm">{`\${${p.name}}`}</Code>
                    <Text>{p.label}</Text>
                    <Text color="fg.muted" wordBreak="break-all">
                      {p.example}
                    </Text>
                  </HStack>
                ))}
              </Stack>
            </Part>
            <Part
              title={S.suggested}
              action={
                <Button type="button" size="xs" variant="outline" onClick={() => form.setValue('content', template.suggested, { shouldDirty: true, shouldValidate: true })}>
                  {S.useSuggested}
                </Button>
              }
            >
              <Box fontSize="sm" bg="bg.muted" borderRadius="md" px="3" py="2" wordBreak="break-all">
                {template.suggested}
              </Box>
            </Part>
            <Part title={S.preview}>
              <Box fontSize="sm" borderWidth="1px" borderRadius="md" px="3" py="2" wordBreak="break-all" color={current.preview ? undefined : 'fg.muted'} data-testid="sms-preview">
                {current.preview || S.noPreview}
              </Box>
            </Part>
          </Stack>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * /smsGateway (administrators, 系统管理 › 短信网关; issue 40, docs/sms.md): the gateway this server
 * sends through (服务商, 签名, how long a variable may be; set by the server's environment, its
 * problem shown with where to fix it, the development transport said to only record), then one
 * card per kind of text message (SMS_KINDS) with its registered template code and text, saved
 * (POST /api/center/smsGateway/template) and tried on the administrator's own phone
 * (POST /api/center/smsGateway/testSend).
 */
export function SmsGatewayPage() {
  const query = useQuery(smsGatewayOptions());
  return (
    <PageFrame title={t.nav.titles.smsGateway} maxW="6xl" subtitle={S.intro}>
      <QueryState query={query}>
        {(data) => (
          <Stack gap="4">
            <FactList
              data-testid="sms-gateway-summary"
              labelW="20"
              rows={[
                [S.provider, data.providerLabel],
                [S.signName, data.signName ? S.sign(data.signName) : '—'],
                [S.paramMax, S.paramMaxValue(data.paramMaxLength)],
              ]}
            />
            {data.problem !== '' && <AlertBox status="warning" data-testid="sms-gateway-problem" title={data.problem} description={S.envHint} />}
            {data.provider === 'log' && <AlertBox status="info" data-testid="sms-gateway-log" title={S.logOnly} />}
            {data.templates.map((template) => (
              <KindCard key={template.kind} template={template} />
            ))}
          </Stack>
        )}
      </QueryState>
    </PageFrame>
  );
}
