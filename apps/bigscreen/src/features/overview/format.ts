import { t } from '../../i18n/zh-CN';
/** Thousands separators, Chinese locale. */
export const formatCount = (n: number): string => n.toLocaleString('zh-CN');

/** part / whole as a percentage with one decimal; '-' when the whole is 0 (SPEC.md section 5: empty values show '-'). */
export function formatShare(part: number, whole: number): string {
  if (!(whole > 0)) return '-';
  return `${((part / whole) * 100).toFixed(1)}%`;
}

export const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** 'YYYY年MM月DD日 星期X' and 'HH:mm:ss' in Asia/Shanghai time (DESIGN.md section 3). */
export function formatClock(date: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', weekday: 'short', hourCycle: 'h23' })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts['weekday'] ?? '');
  return {
    date: t.layout.date(parts['year'] ?? '', parts['month'] ?? '', parts['day'] ?? '', t.layout.weekdays[weekday] ?? ''),
    time: `${parts['hour']}:${parts['minute']}:${parts['second']}`,
  };
}
