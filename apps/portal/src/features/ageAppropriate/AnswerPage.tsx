import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { endpoints, type AnswerValue } from '@portal/api';
import { ListSkeleton, Note } from '@portal/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';
import { api, errorText } from '../../lib/api';
import { QuestionField } from './QuestionField';

/** The frame of the answer page: a plain phone-width column without the portal's header, large text. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <Box minH="100dvh" bg="gray.50" py="6">
      <Container maxW="xl" px="4">
        {children}
        <Note textAlign="center" mt="8">{t.ageAppropriate.qt.footer}</Note>
      </Container>
    </Box>
  );
}

/** A large message instead of the questionnaire (answered, ended, invalid link, thanks). */
function Notice({ title, tone }: { title: string; tone: 'ok' | 'info' | 'error' }) {
  return (
    <Box role={tone === 'error' ? 'alert' : 'status'} bg="white" rounded="lg" borderWidth="1px" p="8" textAlign="center">
      <Text fontSize="5xl" aria-hidden>
        {tone === 'ok' ? '✓' : tone === 'info' ? 'ℹ' : '!'}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold" lineHeight="1.6" color={tone === 'error' ? 'red.700' : 'fg'}>
        {title}
      </Text>
    </Box>
  );
}

/**
 * 不再接收此类短信 under the questionnaire (or its notice): a question in place, in large text, then
 * the opt-out through the link's own token; the number is not sent campaign messages again.
 */
function OptOut({ token }: { token: string }) {
  const Q = t.ageAppropriate.qt;
  const [asking, setAsking] = useState(false);
  const optOut = useMutation({ mutationFn: () => api.call(endpoints.questionnaireOptOut, { token }, { quiet: true }) });
  if (optOut.isSuccess)
    return (
      <Text role="status" textAlign="center" fontSize="lg" mt="6" color="fg.muted">
        {Q.optOutDone}
      </Text>
    );
  return (
    <Stack align="center" gap="3" mt="6">
      {asking ? (
        <>
          <Text fontSize="lg">{Q.optOutConfirm}</Text>
          <HStack gap="3">
            <Button size="lg" variant="outline" onClick={() => setAsking(false)}>
              {t.common.cancel}
            </Button>
            <Button size="lg" colorPalette="red" loading={optOut.isPending} onClick={() => optOut.mutate()}>
              {Q.optOutYes}
            </Button>
          </HStack>
          {optOut.error && (
            <Text role="alert" color="red.700" fontSize="lg">
              {errorText(optOut.error)}
            </Text>
          )}
        </>
      ) : (
        <Button size="lg" variant="plain" color="fg.muted" textDecoration="underline" onClick={() => setAsking(true)}>
          {Q.optOut}
        </Button>
      )}
    </Stack>
  );
}

/**
 * /qt?token=… : the public answer page opened from the SMS link (no login). Phone-first, large
 * text and buttons. The server decides from the signed single-use token: the questionnaire while
 * it can be answered, or that it was answered or has ended; a forged or damaged link shows the
 * server's message. Required questions are checked here for a quick hint and again by the server
 * (4001 naming the question), whose message is shown on the page as it comes (no toast: `quiet`).
 * Every state of a real link offers 不再接收此类短信 ({@link OptOut}).
 */
export function AnswerPage({ token }: { token: string }) {
  const Q = t.ageAppropriate.qt;
  const form = useQuery({ queryKey: ['qt', token], queryFn: ({ signal }) => api.call(endpoints.questionnaireFill, { token }, { signal, quiet: true }), retry: false, enabled: token !== '' });
  const [answers, setAnswers] = useState<AnswerValue[]>([]);
  const [problems, setProblems] = useState<Record<number, string>>({});
  const submit = useMutation({ mutationFn: (values: AnswerValue[]) => api.call(endpoints.questionnaireAnswer, { token, answers: values }, { quiet: true }) });
  if (token === '') return <Frame><Notice tone="error" title={`${Q.invalid}：链接无效，请使用短信中的完整链接打开问卷`} /></Frame>;
  if (form.isPending) return <Frame><ListSkeleton rows={4} label={Q.loading} /></Frame>;
  if (!form.data) return <Frame><Notice tone="error" title={errorText(form.error) ?? Q.invalid} /></Frame>;
  const f = form.data;
  if (submit.isSuccess || f.state !== 'open')
    return (
      <Frame>
        <Notice tone={submit.isSuccess ? 'ok' : 'info'} title={submit.isSuccess ? Q.thanks : f.state === 'answered' ? Q.answered : Q.ended} />
        <OptOut token={token} />
      </Frame>
    );
  const values = f.questions.map((_q, i) => answers[i] ?? null);
  const send = () => {
    const missing = Object.fromEntries(
      f.questions.flatMap((q, i) => {
        const v = values[i];
        const empty = v === null || v === '' || (Array.isArray(v) && v.length === 0);
        return q.required && empty ? [[i, Q.missing(i + 1)]] : [];
      }),
    );
    setProblems(missing);
    if (Object.keys(missing).length === 0) submit.mutate(values);
    else document.querySelector(`[data-testid="question"]:nth-of-type(${Number(Object.keys(missing)[0]) + 1})`)?.scrollIntoView({ block: 'center' });
  };
  return (
    <Frame>
      <Stack gap="5">
        <Heading as="h1" fontSize="2xl" lineHeight="1.4">
          {f.title}
        </Heading>
        {f.intro && (
          <Text fontSize="lg" color="fg.muted" lineHeight="1.7">
            {f.intro}
          </Text>
        )}
        {f.questions.map((q, i) => (
          <QuestionField
            key={i}
            question={q}
            index={i}
            value={values[i] ?? null}
            problem={problems[i]}
            onChange={(v) => {
              setAnswers((prev) => Object.assign([...prev], { [i]: v }));
              setProblems(({ [i]: _gone, ...rest }) => rest);
            }}
          />
        ))}
        {submit.error && (
          <Text role="alert" color="red.700" fontSize="lg">
            {errorText(submit.error)}
          </Text>
        )}
        <Button size="2xl" h="16" fontSize="2xl" colorPalette="brand" loading={submit.isPending} onClick={send}>
          {Q.submit}
        </Button>
        <OptOut token={token} />
      </Stack>
    </Frame>
  );
}
