import { Badge, Box, Button, Circle, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { account, endpoints } from '@portal/api';
import { isPreviewable } from '@portal/validators';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { type Path } from 'react-hook-form';
import { z } from 'zod';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { AuthLayout } from './AuthLayout';
import { authFields, FormError, FormField, NewPasswordFields, PhoneCodeFields, TextInput, newPasswordProps, newPasswordShape, phoneCodeShape, withConfirmation } from './fields';
import { showServerError } from './serverErrors';
import { useSuggestions, useZodForm } from '../common';

/** Largest licence file the server accepts (apps/server UPLOAD_MAX_BYTES). */
const LICENCE_MAX_BYTES = 5 * 1024 * 1024;

const schema = withConfirmation(
  z.object({
    entName: account.entNameField,
    creditCode: account.creditCodeField,
    contactName: account.personNameField,
    contactIdCard: account.idCardField,
    ...phoneCodeShape,
    ...newPasswordShape,
  }),
);
type Values = z.input<typeof schema>;

/** The fields of each step, checked before going on. */
const STEP_FIELDS: Path<Values>[][] = [['entName', 'creditCode'], ['contactName', 'contactIdCard'], ['phone', 'smsCode'], ['password', 'confirm']];

/** Whether a chosen licence file can be sent: pdf, png or jpg (the types staff can view online), at most 5 MB. */
export function licenceProblem(file: File | null): string | null {
  if (!file) return t.account.settle.licenceRequired;
  if (!isPreviewable(file.name)) return t.account.settle.licenceType;
  if (file.size > LICENCE_MAX_BYTES) return t.account.settle.licenceSize;
  return null;
}

/** The step indicator: numbered steps, the current one highlighted. */
function StepBar({ current }: { current: number }) {
  return (
    <HStack as="ol" gap={{ base: '1', md: '3' }} mb="6" justify="space-between" aria-label={t.account.settle.stepsLabel}>
      {t.account.settle.steps.map((label, i) => (
        <HStack as="li" key={label} gap="2" flex={{ base: i === current ? '3' : '1', md: '1' }} minW="0" aria-current={i === current ? 'step' : undefined} color={i <= current ? 'brand.fg' : 'fg.muted'}>
          <Circle size="7" flexShrink={0} bg={i < current ? 'brand.600' : i === current ? 'brand.600' : 'gray.200'} color={i <= current ? 'white' : 'fg.muted'} fontSize="sm" fontWeight="bold">
            {i + 1}
          </Circle>
          <Text fontSize="sm" fontWeight={i === current ? 'bold' : 'normal'} truncate display={{ base: i === current ? 'block' : 'none', md: 'block' }}>
            {label}
          </Text>
        </HStack>
      ))}
    </HStack>
  );
}

/**
 * /settledEnt: an enterprise applies to settle in, in four steps that keep everything typed:
 * 1 the enterprise (suggested from the district list, GET getEntList; GET reservePhone stops an
 * enterprise that has an account or an open application), 2 the adult contact (POST validPersonal),
 * 3 the phone (form POST sendCaptcha, POST verifyCode gives a ticket), 4 the password (POST
 * setPassword) and the business licence (multipart POST submitAuth). Then /settledSuccess.
 */
export function SettlePage() {
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState(false);
  const [ticket, setTicket] = useState<string | null>(null);
  const [licence, setLicence] = useState<File | null>(null);
  const [licenceError, setLicenceError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useZodForm<typeof schema, Values, z.output<typeof schema>>(schema, { entName: '', creditCode: '', contactName: '', contactIdCard: '', phone: '', code: '', smsCode: '', password: '', confirm: '' }, 'onSubmit');
  const field = authFields(form);
  // a new step takes the focus to its first field, so keyboard and screen-reader users start there (issue 19)
  useEffect(() => {
    if (step > 0) form.setFocus(STEP_FIELDS[step]![0]!);
  }, [step, form]);
  const suggestions = useSuggestions(endpoints.getEntList, form.watch('entName'), step === 0);

  /** Checks the current step (locally, then with the server) and moves on. */
  const next = async () => {
    setFormError(null);
    if (!(await form.trigger(STEP_FIELDS[step]!, { shouldFocus: true }))) return;
    const v = await schema.safeParseAsync(form.getValues());
    const values = v.success ? v.data : undefined;
    setBusy(true);
    try {
      if (step === 0) {
        const creditCode = form.getValues('creditCode').trim().toUpperCase();
        const found = await api.call(endpoints.reservePhone, { creditCode });
        if (found.hasAccount) return form.setError('creditCode', { message: t.account.settle.hasAccount(found.phone) }, { shouldFocus: true });
        if (found.pendingApplication) return form.setError('creditCode', { message: t.account.settle.pending }, { shouldFocus: true });
      }
      if (step === 1) await api.call(endpoints.validPersonal, { name: form.getValues('contactName'), idCard: form.getValues('contactIdCard') });
      if (step === 2) setTicket((await api.call(endpoints.entVerifyCode, { phone: form.getValues('phone'), smsCode: form.getValues('smsCode') })).ticket);
      if (step === 3) {
        const problem = licenceProblem(licence);
        setLicenceError(problem);
        if (problem || !values || !ticket || !licence) return;
        await api.call(endpoints.entSetPassword, { ticket, password: values.password });
        const done = await api.call(endpoints.submitAuth, { ticket, entName: values.entName, creditCode: values.creditCode, contactName: values.contactName, contactIdCard: values.contactIdCard, licence });
        return void navigate({ to: '/settledSuccess', search: { id: done.applicationId, username: done.username } });
      }
      setStep((s) => s + 1);
    } catch (error) {
      if (/手机验证已失效/.test(String((error as Error).message))) {
        setStep(2);
        setTicket(null);
        form.setError('smsCode', { message: (error as Error).message });
        return;
      }
      setFormError(showServerError(error, [...STEP_FIELDS[step]!, ...(step === 3 ? (['creditCode'] as const) : [])], form.setError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={t.account.settle.title} intro={t.account.settle.intro} wide>
      <StepBar current={step} />
      <chakra.form
        noValidate
        aria-label={t.account.settle.title}
        onSubmit={(e) => {
          e.preventDefault();
          void next();
        }}
      >
        <Stack gap="4">
          <FormError message={formError} />
          {step === 0 && (
            <>
              {field('entName', t.common.entName, <TextInput {...form.register('entName')} autoComplete="organization" maxLength={100} />, { hint: t.account.settle.entNameHint })}
              {suggestions.length > 0 && (
                <Stack as="ul" gap="1" borderWidth="1px" borderColor="border" borderRadius="md" p="2" maxH="48" overflowY="auto" aria-label={t.account.settle.suggestions} data-testid="ent-suggestions">
                  {suggestions.map((e) => (
                    <chakra.li key={e.id} listStyleType="none">
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        w="full"
                        justifyContent="space-between"
                        disabled={e.hasAccount}
                        onClick={() => {
                          form.setValue('entName', e.name, { shouldValidate: true });
                          form.setValue('creditCode', e.creditCode, { shouldValidate: true });
                        }}
                      >
                        <Text truncate>{e.name}</Text>
                        {e.hasAccount && <Badge colorPalette="gray">{t.account.settle.opened}</Badge>}
                      </Button>
                    </chakra.li>
                  ))}
                </Stack>
              )}
              {field('creditCode', t.common.creditCode, <TextInput {...form.register('creditCode')} autoComplete="off" maxLength={18} />)}
            </>
          )}
          {step === 1 && (
            <>
              {field('contactName', t.account.fields.agentName, <TextInput {...form.register('contactName')} autoComplete="name" maxLength={30} />)}
              {field('contactIdCard', t.account.fields.agentIdCard, <TextInput {...form.register('contactIdCard')} autoComplete="off" maxLength={18} placeholder={t.account.fields.idCardPlaceholder} />, { hint: t.account.settle.agentHint })}
            </>
          )}
          {step === 2 && (
            <PhoneCodeFields form={form} scope="settle" request={(phone, answer) => api.call(endpoints.entSendCaptcha, { phone, ...answer })} phoneHint={t.account.settle.phoneHint} />
          )}
          {step === 3 && (
            <>
              <NewPasswordFields {...newPasswordProps(form)} />
              <FormField label={t.account.fields.licence} error={licenceError ?? undefined} hint={licence ? t.account.settle.chosen(licence.name) : t.account.settle.licenceHint}>
                <Input
                  type="file"
                  accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
                  p="1.5"
                  h="auto"
                  onChange={(e) => {
                    const file = e.target.files?.[0] ?? null;
                    setLicence(file);
                    setLicenceError(file ? licenceProblem(file) : null);
                  }}
                />
              </FormField>
            </>
          )}
          <HStack gap="3" mt="2">
            {step > 0 && (
              <Button type="button" variant="outline" size="lg" flex="1" onClick={() => setStep((s) => s - 1)} disabled={busy}>
                {t.account.settle.back}
              </Button>
            )}
            <Button type="submit" colorPalette="brand" size="lg" flex="2" loading={busy}>
              {step === 3 ? t.common.submitApplication : t.account.settle.next}
            </Button>
          </HStack>
          <Box fontSize="sm" color="fg.muted" textAlign="center">
            {t.account.settle.haveAccount}
            <Link to="/" style={{ color: 'var(--chakra-colors-brand-fg)' }}>
              {t.account.toLogin}
            </Link>
          </Box>
        </Stack>
      </chakra.form>
    </AuthLayout>
  );
}
