/**
 * Function characters (particles, pronouns, question words): a piece holding one says nothing of
 * the subject ('是什么', '怎么' in '申请条件是什么' would rank every question-shaped item high).
 */
const FUNCTION_CHARS = new Set('的了吗呢么什怎哪是我你您他她它在和与及或吧啊呀这那'.split(''));

/**
 * Search units of Chinese text without a segmentation dictionary: every run of Latin letters or
 * digits as one lower-cased word, and every run of Chinese characters cut into its overlapping
 * two-character pieces (a lone character stays itself), leaving out pieces with a function
 * character ({@link FUNCTION_CHARS}). '住房补贴 申请条件' gives 住房, 房补, 补贴, 申请, 请条, 条件, so
 * it finds '住房补贴怎么申请' (4 shared pieces) ahead of items sharing fewer.
 * @returns the distinct units, in order of first appearance
 */
export function searchGrams(text: string): string[] {
  const out = new Set<string>();
  for (const run of text.toLowerCase().match(/[\p{Script=Han}]+|[a-z0-9]+/gu) ?? []) {
    if (!/\p{Script=Han}/u.test(run) || run.length === 1) out.add(run);
    else
      for (let i = 0; i + 1 < run.length; i++) {
        const piece = run.slice(i, i + 2);
        if (!FUNCTION_CHARS.has(piece[0]!) && !FUNCTION_CHARS.has(piece[1]!)) out.add(piece);
      }
  }
  return [...out];
}

/** Plain text of sanitised rich text: tags dropped, common entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
