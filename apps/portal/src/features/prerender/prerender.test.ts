import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { PRERENDER_HIDDEN_ATTRIBUTE, PRERENDERED_STATE_ID, takePrerendered } from '.';

/** The page as index.html and the server leave it: `#root` with what was drawn, the answers beside it when drawn ahead. */
function page(drawn: string | null, hidden: boolean): void {
  document.body.innerHTML = `<div id="root">${drawn ?? ''}</div>${drawn === null ? '' : `<script type="application/json" id="${PRERENDERED_STATE_ID}">{"mutations":[],"queries":[{"queryKey":["home"],"queryHash":"[\\"home\\"]","state":{"data":{"siteName":"区平台"},"dataUpdateCount":1,"dataUpdatedAt":1,"error":null,"errorUpdateCount":0,"errorUpdatedAt":0,"fetchFailureCount":0,"fetchFailureReason":null,"fetchMeta":null,"isInvalidated":false,"status":"success","fetchStatus":"idle"}}]}</script>`}`;
  if (hidden) document.documentElement.setAttribute(PRERENDER_HIDDEN_ATTRIBUTE, '');
}

describe('takePrerendered (a page drawn ahead by the server, taken over by the script)', () => {
  afterEach(() => document.documentElement.removeAttribute(PRERENDER_HIDDEN_ATTRIBUTE));

  it("puts a visitor's drawn page's answers in the cache and keeps the markup", () => {
    page('<h1>首页</h1>', false);
    const client = new QueryClient();
    expect(takePrerendered(client)).toBe(true);
    expect(client.getQueryData(['home'])).toEqual({ siteName: '区平台' });
    expect(document.querySelector('#root h1')?.textContent).toBe('首页');
    expect(document.getElementById(PRERENDERED_STATE_ID)).toBeNull();
  });

  it("drops the visitor's page in a tab with a session, and shows #root again", () => {
    page('<h1>首页</h1>', true);
    const client = new QueryClient();
    expect(takePrerendered(client)).toBe(false);
    expect(client.getQueryData(['home'])).toBeUndefined();
    expect(document.getElementById('root')!.childElementCount).toBe(0);
    expect(document.documentElement.hasAttribute(PRERENDER_HIDDEN_ATTRIBUTE)).toBe(false);
  });

  it('shows #root again on a page that was not drawn ahead (a logged-in page)', () => {
    page(null, true);
    expect(takePrerendered(new QueryClient())).toBe(false);
    expect(document.documentElement.hasAttribute(PRERENDER_HIDDEN_ATTRIBUTE)).toBe(false);
  });
});
