/** Reads a string search parameter; '' when missing or not text. */
export const searchText = (search: Record<string, unknown>, key: string): string => {
  const v = search[key];
  return typeof v === 'string' ? v.slice(0, 50) : typeof v === 'number' ? String(v) : '';
};

/** Reads a positive integer search parameter (an id); 0 when missing or invalid. */
export const searchId = (search: Record<string, unknown>, key: string): number => {
  const n = Number(search[key]);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/**
 * The router's search codec: plain query strings (?streetCode=440120001&id=3), as the portal
 * forwards them, rather than the router's JSON values; empty values are left out.
 */
export const parseSearch = (query: string): Record<string, string> => Object.fromEntries(new URLSearchParams(query));

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(search)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}
