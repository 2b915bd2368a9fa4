/** The attribute that records which id this module added to an element's aria-describedby. */
const ADDED = 'data-described-error';

/** Adds or removes the error-message id of one element in its aria-describedby (idempotent). */
function sync(el: Element): void {
  const error = el.getAttribute('aria-errormessage');
  const added = el.getAttribute(ADDED);
  const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  let next = added && added !== error ? ids.filter((id) => id !== added) : ids;
  if (error && !next.includes(error)) next = [...next, error];
  if (next.join(' ') !== ids.join(' ')) {
    if (next.length) el.setAttribute('aria-describedby', next.join(' '));
    else el.removeAttribute('aria-describedby');
  }
  if (error) el.setAttribute(ADDED, error);
  else if (added) el.removeAttribute(ADDED);
}

/**
 * Binds every form control's error message to it with aria-describedby (issue 19, "Forms"), under
 * `root` from now on. Chakra v3's Field (Ark UI) names the error text of an invalid field only with
 * aria-errormessage, which several screen readers ignore; the error text itself is already a
 * polite live region (announced when it appears). This observer adds the id of `aria-errormessage`
 * to the control's `aria-describedby` (after the helper text's id Ark puts there) and takes it out
 * again when the field is valid, so every field of every form reads its message without a change
 * in the ~40 forms that use Field. Answers a function that stops observing.
 */
export function describeErrorMessages(root: Element = document.body): () => void {
  root.querySelectorAll('[aria-errormessage], [data-described-error]').forEach(sync);
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes') sync(r.target as Element);
      else
        r.addedNodes.forEach((n) => {
          if (!(n instanceof Element)) return;
          if (n.hasAttribute('aria-errormessage')) sync(n);
          n.querySelectorAll('[aria-errormessage]').forEach(sync);
        });
    }
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-errormessage', 'aria-describedby'] });
  return () => observer.disconnect();
}
