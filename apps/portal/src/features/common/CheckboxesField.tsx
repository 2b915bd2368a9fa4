import { Checkbox, CheckboxGroup, Fieldset, Flex, SimpleGrid, Text, type SimpleGridProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface CheckboxesFieldProps {
  /** the group's legend (its accessible name), marked with a red * when `required` */
  legend: string;
  /** the values offered, each shown as it is */
  options: readonly string[];
  /** the values checked */
  value: readonly string[];
  /** receives the values checked after a click */
  onChange: (value: string[]) => void;
  /** the message under the group while it is invalid */
  error?: string | undefined;
  /** a line of help under the boxes */
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** the boxes in a grid of this many columns; by default they wrap in a row */
  columns?: SimpleGridProps['columns'];
  /** the checkboxes' size and colour: small brand boxes in a row, the theme's in a grid */
  size?: Checkbox.RootProps['size'];
}

/** A labelled group of checkboxes of a form (需求 of a survey, labels of a product): the legend, one box per option, a hint and the error. */
export function CheckboxesField({ legend, options, value, onChange, error, hint, required = false, disabled = false, columns, size }: CheckboxesFieldProps) {
  const boxes = options.map((o) => (
    <Checkbox.Root key={o} value={o} size={size} colorPalette={columns ? undefined : 'brand'}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{o}</Checkbox.Label>
    </Checkbox.Root>
  ));
  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {legend}
        {required && (
          <Text as="span" color="fg.error" ms="1" aria-hidden>
            *
          </Text>
        )}
      </Fieldset.Legend>
      <CheckboxGroup value={[...value]} onValueChange={onChange} disabled={disabled}>
        {columns ? (
          <SimpleGrid columns={columns} gap="2" w="full">
            {boxes}
          </SimpleGrid>
        ) : (
          <Flex wrap="wrap" gap="3">
            {boxes}
          </Flex>
        )}
      </CheckboxGroup>
      {hint && <Fieldset.HelperText>{hint}</Fieldset.HelperText>}
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
