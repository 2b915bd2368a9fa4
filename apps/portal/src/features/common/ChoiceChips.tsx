import { Button, ButtonGroup, HStack } from '@chakra-ui/react';

/** One chip of {@link ChoiceChips}: the value it chooses (undefined: no filter) and its words. */
export interface Choice<V> {
  value: V;
  label: string;
}

/**
 * Toggle buttons of which one is chosen, in the brand colour, the chosen one filled and pressed
 * (aria-pressed), in a group named `label`: round chips that wrap (a list's status or theme filter,
 * 全部 first), or `attached` buttons side by side (a way of showing the list: by department or by theme).
 */
export function ChoiceChips<V>({ label, value, choices, onChange, attached = false }: { label?: string; value: V; choices: readonly Choice<V>[]; onChange: (value: V) => void; attached?: boolean }) {
  const buttons = choices.map((c) => (
    <Button key={String(c.value ?? '')} size={attached ? 'sm' : 'xs'} borderRadius={attached ? undefined : 'full'} variant={c.value === value ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={c.value === value} onClick={() => onChange(c.value)}>
      {c.label}
    </Button>
  ));
  if (attached)
    return (
      <ButtonGroup attached role="group" aria-label={label}>
        {buttons}
      </ButtonGroup>
    );
  return (
    <HStack gap="1.5" wrap="wrap" role="group" aria-label={label}>
      {buttons}
    </HStack>
  );
}
