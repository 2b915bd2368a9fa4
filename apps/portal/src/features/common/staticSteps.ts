/**
 * Props that make Chakra's Steps a plain list of stages for display (a progress record, not a
 * wizard): Steps.List is a tablist that owns (aria-owns) the Steps.Trigger buttons and carries
 * aria-orientation, and a display has no triggers, so axe-core reports aria-required-children,
 * aria-valid-attr-value and, once it is a list, aria-allowed-attr (critical, issue 19). Spread
 * `STATIC_STEPS_LIST` on Steps.List and `STATIC_STEPS_ITEM` on each Steps.Item: a list of list
 * items, the current one still marked with aria-current. (Ark merges props so that an undefined
 * value keeps its own: aria-orientation is taken off the element once it is mounted; React sets
 * it again only if its value changes, and it does not.)
 */
export const STATIC_STEPS_LIST = {
  role: 'list',
  'aria-owns': '',
  ref: (el: HTMLElement | null) => el?.removeAttribute('aria-orientation'),
} as const;
export const STATIC_STEPS_ITEM = { role: 'listitem' } as const;
