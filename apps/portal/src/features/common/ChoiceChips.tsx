import { Button, HStack } from '@chakra-ui/react';

/** One chip of {@link ChoiceChips}: the value it chooses (undefined: no filter) and its words. */
export interface Choice<V> {
  value: V;
  label: string;
}

/**
 * Toggle buttons of which one is chosen (a list's status or theme filter, 全部 first): round chips
 * in the brand colour, the chosen one filled and pressed (aria-pressed), in a group named `label`.
 */
export function ChoiceChips<V>({ label, value, choices, onChange }: { label?: string; value: V; choices: readonly Choice<V>[]; onChange: (value: V) => void }) {
  return (
    <HStack gap="1.5" wrap="wrap" role="group" aria-label={label}>
      {choices.map((c) => (
        <Button key={String(c.value ?? '')} size="xs" borderRadius="full" variant={c.value === value ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={c.value === value} onClick={() => onChange(c.value)}>
          {c.label}
        </Button>
      ))}
    </HStack>
  );
}
