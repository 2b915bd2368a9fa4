/** Display helpers shared by the portal and the bigscreen (SPEC.md sections 5 and 9). */

/** File extensions that may be previewed in the browser (SPEC.md section 5); all others are downloaded. */
export const PREVIEWABLE_EXTENSIONS = ['pdf', 'png', 'jpeg', 'jpg'] as const;

/** Whether a file name or URL may be previewed (pdf, png, jpeg, jpg; case-insensitive; query string ignored). */
export function isPreviewable(fileNameOrUrl: string): boolean {
  const path = fileNameOrUrl.split(/[?#]/)[0] ?? '';
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return path.includes('.') && (PREVIEWABLE_EXTENSIONS as readonly string[]).includes(ext);
}

/**
 * Numeric display with the empty-value rule of SPEC.md section 5: blank, null, undefined,
 * a dash or any non-numeric value shows '-'; numbers show as given (grouping added).
 */
export function displayOrDash(value: unknown): string {
  if (value === null || value === undefined) return '-';
  const text = String(value).trim();
  if (text === '' || text === '-' || !Number.isFinite(Number(text))) return '-';
  return Number(text).toLocaleString('zh-CN', { maximumFractionDigits: 2 });
}

/**
 * Year whose data is shown (SPEC.md section 9, display year rule): when `onOff` equals 1
 * (number or string) the current year, otherwise the previous year. Same rule for onOffEnt.
 */
export function displayYear(onOff: unknown, today: Date = new Date()): number {
  const year = today.getFullYear();
  return String(onOff) === '1' ? year : year - 1;
}
