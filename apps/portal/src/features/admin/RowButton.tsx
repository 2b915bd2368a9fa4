import { Button } from '@chakra-ui/react';

export interface RowButtonProps {
  label: string;
  /** the record's name: the button reads "label name" (停用 e2e_jd), so each row's buttons are told apart */
  of: string;
  onClick: () => void;
  palette?: string;
  variant?: 'solid' | 'outline' | 'ghost';
  /** the accessible name when "label name" does not fit */
  'aria-label'?: string;
}

/** A small action button of an administration list's row (通过, 停用, 批准...), outlined by default. */
export function RowButton({ label, of, onClick, palette, variant = 'outline', 'aria-label': ariaLabel = `${label} ${of}` }: RowButtonProps) {
  return (
    <Button size="xs" variant={variant} colorPalette={palette} aria-label={ariaLabel} onClick={onClick}>
      {label}
    </Button>
  );
}
