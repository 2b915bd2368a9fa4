import { Button, HStack, Text } from '@chakra-ui/react';
import { endpoints } from '@portal/api';
import type { PersonalNumberKind } from '@portal/validators';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';

export interface MaskedNumberProps {
  /** the number or name as the server answered it, masked (410102********1087, 136****6184, 王**) */
  value: string;
  /** what it is: the button's accessible name says what it reveals */
  kind: PersonalNumberKind;
  /** where the server reads the whole number: the register or list (`staff`, `trackRecord`, `demandResponse`), the record and its field */
  source: string;
  id: number;
  field: string;
  /** the row of the record's list of people the number belongs to (an enterprise application's people), from 0 */
  row?: number;
  /**
   * whether the viewer's role may ask for the whole number on this page (the server decides and
   * says so: the area audit's `fullNumbers`, an application detail's `mayRevealNumbers`); false
   * shows the masked number without the button. Default true: the server still answers 4003 (logged)
   * to a role that may not see it.
   */
  revealable?: boolean;
}

/**
 * A personal number as the server masked it (issue 24, GB/T 35273-2020 section 7.2) with a 显示
 * button (accessible name 显示完整身份证号 / 显示完整手机号 / 显示完整姓名; only when `revealable`) that asks the
 * server for the whole number (POST /api/personalData/reveal, with the page's path for the access
 * log) and shows it in place. A refusal (4003, also logged by the server) is shown by the API
 * client's message; the number stays masked. The whole number is kept only in this component's
 * state, for the record it was asked for (a drawer that shows another record shows it masked).
 */
export function MaskedNumber({ value, kind, source, id, field, row, revealable = true }: MaskedNumberProps) {
  const page = useRouterState({ select: (s) => s.location.pathname });
  const of = `${source}/${id}/${row ?? ''}/${field}`;
  const [shown, setShown] = useState<{ of: string; value: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const T = t.common.reveal;
  if (!value) return <Text as="span">-</Text>;
  const whole = shown?.of === of ? shown.value : null;
  const reveal = () => {
    setBusy(true);
    api
      .call(endpoints.revealNumber, { source, id, field, page, ...(row === undefined ? {} : { row }) })
      .then((r) => setShown({ of, value: r.value }))
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <HStack as="span" gap="1" display="inline-flex" whiteSpace="nowrap">
      <Text as="span" fontVariantNumeric="tabular-nums" data-testid="masked-number">
        {whole ?? value}
      </Text>
      {whole === null && revealable && (
        <Button size="2xs" variant="plain" colorPalette="brand" color="brand.fg" px="1" minW="0" h="auto" loading={busy} aria-label={T[kind]} title={T.hint} onClick={reveal}>
          {T.button}
        </Button>
      )}
    </HStack>
  );
}
