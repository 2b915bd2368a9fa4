/**
 * Props that make Chakra's Steps a plain list of stages for display (a progress record, not a
 * wizard): Steps.List is a tablist that owns (aria-owns) the Steps.Trigger buttons, and a display
 * has no triggers, so axe-core reports aria-required-children and aria-valid-attr-value (critical,
 * issue 19). Spread `STATIC_STEPS_LIST` on Steps.List and `STATIC_STEPS_ITEM` on each Steps.Item:
 * a list of list items, the current one still marked with aria-current.
 */
export const STATIC_STEPS_LIST = { role: 'list', 'aria-owns': '' } as const;
export const STATIC_STEPS_ITEM = { role: 'listitem' } as const;
