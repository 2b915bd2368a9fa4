import { chakra } from "@chakra-ui/react";

/** A native checkbox for row selection, in the brand colour. */
export function SelectBox({
  checked,
  indeterminate = false,
  onChange,
  label,
}: {
  checked: boolean;
  indeterminate?: boolean;
  onChange: (on: boolean) => void;
  label: string;
}) {
  return (
    <chakra.input
      type="checkbox"
      aria-label={label}
      checked={checked}
      ref={(el: HTMLInputElement | null) => {
        if (el) el.indeterminate = indeterminate;
      }}
      onChange={(e) => onChange(e.target.checked)}
      w="4"
      h="4"
      cursor="pointer"
      style={{ accentColor: "var(--chakra-colors-brand-600)" }}
    />
  );
}
