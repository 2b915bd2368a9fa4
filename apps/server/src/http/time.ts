import { SHANGHAI_OFFSET_MS } from '@portal/validators';

/** 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai time (DESIGN.md section 3). */
export function formatDateTime(d: Date): string {
  return new Date(d.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** 'YYYY-MM-DD' of the Asia/Shanghai calendar day containing a time: one rule for the server, the contract and the portal. */
export { shanghaiDay } from '@portal/validators';

/** The instant at 00:00 Asia/Shanghai of a 'YYYY-MM-DD' day; `plusDays` shifts it. */
export function startOfShanghaiDay(day: string, plusDays = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00+08:00`) + plusDays * 86_400_000);
}

/** The instant of a 'YYYY-MM-DD HH:mm:ss' time in Asia/Shanghai (the wire format of DESIGN.md section 3). */
export function parseDateTime(v: string): Date {
  return new Date(`${v.replace(' ', 'T')}+08:00`);
}
