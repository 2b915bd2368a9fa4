import { chakra } from '@chakra-ui/react';

/**
 * A native checkbox in the brand colour: a row's selection, a subscription, a role. `label` is its
 * accessible name where no visible label wraps it; `indeterminate` shows a partly chosen page.
 */
export function CheckBox({ checked, indeterminate = false, disabled, onChange, label }: { checked: boolean; indeterminate?: boolean; disabled?: boolean; onChange: (on: boolean) => void; label?: string }) {
  return (
    <chakra.input
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      ref={(el: HTMLInputElement | null) => {
        if (el) el.indeterminate = indeterminate;
      }}
      onChange={(e) => onChange(e.target.checked)}
      w="4"
      flexShrink={0}
      h="4"
      cursor="pointer"
      accentColor="var(--chakra-colors-brand-600)"
    />
  );
}
