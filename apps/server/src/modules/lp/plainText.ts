/**
 * A tag: `<` then a letter, `/`, `!` or `?`, up to the next `>`, stopping at another `<` so that
 * each character is looked at a bounded number of times.
 */
const TAG = /<[a-zA-Z/!?][^<>]*>/g;

/**
 * The text of a plain-text field with any markup taken out, for systems outside that may show it
 * as HTML (the external recruitment site, issue 11 defect 9): tags and comments are removed,
 * repeatedly, until none is left (so `<scr<b>ipt>` cannot become `<script>`); everything else,
 * entities included, is kept as typed. Whitespace runs that removing tags leaves are not
 * collapsed. Runs in time linear in the length per pass, without parsing a DOM, so it cannot hold
 * the event loop however the text is built.
 */
export function toPlainText(value: string): string {
  let text = value;
  for (let before = ''; before !== text; ) {
    before = text;
    text = text.replace(TAG, '');
  }
  return text.trim();
}

/** `payload` with every string value passed through {@link toPlainText}; other values unchanged. */
export function plainTextPayload<T extends Record<string, unknown>>(payload: T): T {
  return Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, typeof v === 'string' ? toPlainText(v) : v])) as T;
}
