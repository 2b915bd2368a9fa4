import { ChakraProvider, Field, Input } from '@chakra-ui/react';
import { system } from '@portal/ui';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { describeErrorMessages } from './errorMessages';

function Demo({ error }: { error?: string }) {
  return (
    <ChakraProvider value={system}>
      <Field.Root invalid={Boolean(error)} required>
        <Field.Label>联系电话</Field.Label>
        <Input />
        <Field.HelperText>11 位手机号码</Field.HelperText>
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </ChakraProvider>
  );
}

describe('describeErrorMessages', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('reads a field’s error with its description while it is invalid, and only its helper text once valid', async () => {
    stop = describeErrorMessages(document.body);
    const { rerender } = render(<Demo />);
    const input = screen.getByRole('textbox', { name: '联系电话' });
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(1);
    rerender(<Demo error="请输入联系电话" />);
    const described = () => (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    await waitFor(() => expect(described()).toEqual(['11 位手机号码', '请输入联系电话']));
    expect(screen.getByText('请输入联系电话').getAttribute('aria-live')).toBe('polite');
    rerender(<Demo />);
    await waitFor(() => expect(described()).toEqual(['11 位手机号码']));
  });
});
