import type { RuleSession } from '@portal/auth';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

/** The password of every demo account. */
export const PASSWORD = 'Demo@2025';

/**
 * Acknowledges the site notice (温馨提示, shown to an enterprise account until acknowledged) for
 * enterprise account `username` through the API, for tests that are not about it. The dialog's own
 * test (accounts.spec.ts) uses ent_training, which no helper acknowledges.
 */
export async function acknowledgeSiteNotice(request: APIRequestContext, username: string, password = PASSWORD): Promise<void> {
  const login = await (await request.post('/prod-api/api/ent/login/entLogin', { data: { username, password } })).json();
  expect(login.code, login.msg).toBe(2000);
  const ack = await (await request.post('/prod-api/api/home/siteNotice/acknowledge', { data: {}, headers: { token: login.data.userInfo.token } })).json();
  expect(ack.code, ack.msg).toBe(2000);
}

/**
 * A new browser context (own session storage) logged in through the login form — enterprises at
 * / (their site notice acknowledged beforehand), staff at /login2.
 */
export async function loggedIn(browser: Browser, baseURL: string, username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  if (username.startsWith('ent_')) await acknowledgeSiteNotice(page.request, username);
  await page.goto(username.startsWith('ent_') ? '/' : '/login2');
  await page.getByLabel('账号', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/Home/);
  return page;
}

/** The staff workbench row of exactly this title. */
export const rowOf = (page: Page, title: string) => page.getByTestId('workbench-row').filter({ has: page.getByTestId('workbench-title').getByText(title, { exact: true }) });

/** The page's scrollY once it has stopped changing (equal over two animation frames), in CSS pixels. */
export function settledScrollY(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = Number.NaN;
        const tick = () => {
          if (window.scrollY === last) return resolve(last);
          last = window.scrollY;
          requestAnimationFrame(() => requestAnimationFrame(tick));
        };
        tick();
      }),
  );
}

/** The login call of a demo account by its name's prefix (docs/accounts.md). */
const LOGIN_PATHS: [prefix: string, path: string][] = [
  ['staff_', '/prod-api/api/admin/accountLogin'],
  ['ent_', '/prod-api/api/ent/login/entLogin'],
  ['school_', '/prod-api/api/h5/schoolInfo/login'],
  ['person_', '/prod-api/api/second/user/loginPwd'],
];
const loginPath = (username: string) => LOGIN_PATHS.find(([prefix]) => username.startsWith(prefix))![1];

/**
 * Logs `username` in through the API (for tests about something other than the login form), stores
 * the session where the portal keeps it (sessionStorage: 'portal-session' of libs/auth session.ts
 * and 'portal-account-extras' of features/auth/session.ts) for every page the tab opens, and
 * acknowledges an enterprise's site notice. Answers the session as the role rules see it.
 */
export async function logIn(page: Page, username: string): Promise<RuleSession> {
  let login = await (await page.request.post(loginPath(username), { data: { username, password: PASSWORD } })).json();
  // accounts.spec.ts changes school_demo's password in its personal-centre test (to this one)
  if (login.code !== 2000 && username === 'school_demo') login = await (await page.request.post(loginPath(username), { data: { username, password: 'School#Harbor26' } })).json();
  expect(login.code, login.msg).toBe(2000);
  if (login.data.userKind === 2) await page.request.post('/prod-api/api/home/siteNotice/acknowledge', { data: {}, headers: { token: login.data.userInfo.token } });
  return keepSession(page, login.data);
}

/**
 * Stores a login's answer (the `data` of a login call) where the portal and the bigscreen keep the
 * session (sessionStorage 'portal-session' and 'portal-account-extras'), for every page the tab
 * opens; answers the session as the role rules see it.
 */
export async function keepSession(page: Page, data: { userKind: NonNullable<RuleSession['userType']>; userInfo: NonNullable<RuleSession['user']>; personRouters: RuleSession['personRouters']; account: { category: NonNullable<RuleSession['category']> } }): Promise<RuleSession> {
  const { userKind, userInfo, personRouters, account } = data;
  const stored = JSON.stringify({ state: { user: userInfo, userType: userKind, personRouters, category: account.category, blogRollList: [], unreadCount: 0 }, version: 0 });
  const extras = JSON.stringify({ state: { page: null, category: account.category }, version: 0 });
  await page.addInitScript(
    ([session, accountExtras]) => {
      if (sessionStorage.getItem('portal-session')) return;
      sessionStorage.setItem('portal-session', session);
      sessionStorage.setItem('portal-account-extras', accountExtras);
    },
    [stored, extras] as const,
  );
  return { user: userInfo, userType: userKind, personRouters, category: account.category };
}
