/**
 * Calendar days as the bureau counts them: in China Standard Time (Asia/Shanghai, UTC+8 all year,
 * no daylight saving since 1991; DESIGN.md section 3), whatever the time zone of the server or the
 * browser. A day taken from UTC instead would still be yesterday until 08:00 in Guangzhou.
 */

/** Asia/Shanghai's offset from UTC in milliseconds: UTC+8 all year. */
export const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/** 'YYYY-MM-DD' of the Asia/Shanghai calendar day containing `d` (default: now). */
export function shanghaiDay(d: Date = new Date()): string {
  return new Date(d.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}
