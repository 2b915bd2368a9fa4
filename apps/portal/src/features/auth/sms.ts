import { endpoints } from '@portal/api';
import { maskMobile } from '@portal/validators';
import { useQuery } from '@tanstack/react-query';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import * as t from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { showServerError } from './serverErrors';

/**
 * The image captcha (GET /common/captcha); refetched on click and after every use. `enabled` is
 * false when the server has captchas off, unless `required`: the server asked for one (after many
 * failed logins, issue 11), so it is fetched with required=1 and always shown.
 */
export function useCaptcha(scope: string, required = false) {
  const query = useQuery({
    queryKey: ['captcha', scope, required],
    queryFn: ({ signal }) => api.call(endpoints.captcha, required ? { required: '1' } : {}, { signal }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    // one per visitor: never drawn into a page the server sends ahead of its script (features/prerender)
    meta: { prerender: false },
  });
  return { ...query, enabled: query.data?.captchaEnabled ?? false, shown: query.isPending || query.isError || (query.data?.captchaEnabled ?? false) };
}
export type Captcha = ReturnType<typeof useCaptcha>;

/** The image captcha answer to send with a request for an SMS code ({} when captchas are off). */
export type CaptchaAnswer = { code?: string; uuid?: string };

/**
 * The `onSend` of {@link SmsCodeInput} for a form with `phone` and (when captchas are on) `code`
 * fields: checks both, calls `request` (which sends the code), says where it went, and shows a
 * refusal under the phone or captcha field. The captcha is used up either way, so a new one is loaded.
 * @returns seconds until the next send, or null when nothing was sent
 */
export function smsSender<F extends FieldValues, O>(form: UseFormReturn<F, unknown, O>, captcha: Captcha, request: (phone: string, answer: CaptchaAnswer) => Promise<{ resendAfterSeconds: number }>) {
  const phoneField = 'phone' as Path<F>;
  const codeField = 'code' as Path<F>;
  return async (): Promise<number | null> => {
    if (!(await form.trigger(phoneField))) return null;
    const phone = String(form.getValues(phoneField) ?? '').trim();
    const answer = String(form.getValues(codeField) ?? '').trim();
    if (captcha.enabled && !answer) {
      form.setError(codeField, { type: 'required', message: t.login.codeRequired }, { shouldFocus: true });
      return null;
    }
    try {
      const sent = await request(phone, captcha.enabled && captcha.data ? { code: answer, uuid: captcha.data.uuid } : {});
      notify(t.account.sms.sent(maskMobile(phone)), 'success');
      return sent.resendAfterSeconds;
    } catch (e) {
      const rest = showServerError(e, [phoneField, codeField], form.setError);
      if (rest) form.setError(phoneField, { type: 'server', message: rest });
      return null;
    } finally {
      if (captcha.enabled) {
        form.setValue(codeField, '' as PathValue<F, Path<F>>);
        void captcha.refetch();
      }
    }
  };
}
