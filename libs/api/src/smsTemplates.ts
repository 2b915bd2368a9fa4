/**
 * SMS template texts (issue 40, docs/sms.md): the `${param}` placeholders of a registered template,
 * the values the gateway receives for them, and the text a recipient reads. Sending (the kinds and
 * gateways, endpoints/sms.ts) and the campaigns' previews (endpoints/ageAppropriate.ts) use them.
 */

/** The placeholders of a template text in order of appearance: `${name}` → 'name'. */
export const templatePlaceholders = (content: string): string[] => [...content.matchAll(/\$\{([A-Za-z][A-Za-z0-9_]*)\}/g)].map((m) => m[1]!);

/** The base parameter of a placeholder: `content2` continues `content` (a placeholder that is itself a parameter is its own base). */
export function baseParam(placeholder: string, params: Readonly<Record<string, unknown>>): string {
  if (placeholder in params) return placeholder;
  const m = /^(.*?)(\d+)$/.exec(placeholder);
  return m && m[1]! in params && Number(m[2]) >= 2 ? m[1]! : placeholder;
}

/**
/**
 * The parameters as the gateway receives them for `content`: each placeholder's value, a long
 * parameter split over its continuations (`content`, `content2`, ...) at `maxLength` characters
 * (code points; 0 = no limit), in order of appearance. Parameters the text does not use are not sent.
 * @throws Error '…超过…字' when a value does not fit in its placeholders
 */
export function templateValues(content: string, params: Readonly<Record<string, string>>, maxLength: number): { name: string; value: string }[] {
  const seen = templatePlaceholders(content);
  const chunks = new Map<string, string[]>();
  for (const p of seen) {
    const base = baseParam(p, params);
    if (chunks.has(base)) continue;
    const slots = seen.filter((q) => baseParam(q, params) === base).length;
    const chars = [...(params[base] ?? '')];
    const size = maxLength > 0 ? maxLength : Math.max(1, Math.ceil(chars.length / slots));
    if (maxLength > 0 && chars.length > size * slots) throw new Error(`参数 ${base} 有${chars.length}字，超过模板可容纳的${size * slots}字（每个变量${size}字）`);
    chunks.set(
      base,
      Array.from({ length: slots }, (_v, i) => chars.slice(i * size, (i + 1) * size).join('')),
    );
  }
  const used = new Map<string, number>();
  return seen.map((p) => {
    const base = baseParam(p, params);
    const i = used.get(base) ?? 0;
    used.set(base, i + 1);
    return { name: p, value: chunks.get(base)?.[i] ?? '' };
  });
}

/** The text a recipient reads: 【signature】 and the template with its placeholders filled ({@link templateValues}). */
export function renderTemplate(signName: string, content: string, values: { name: string; value: string }[]): string {
  let i = 0;
  return `【${signName}】${content.replace(/\$\{([A-Za-z][A-Za-z0-9_]*)\}/g, () => values[i++]?.value ?? '')}`;
}
