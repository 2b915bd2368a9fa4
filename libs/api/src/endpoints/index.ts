import * as account from './account';
import * as common from './common';
import * as dashboard from './dashboard';
import * as home from './home';
import * as notice from './notice';
import type { Endpoint } from '../contract';

/**
 * The endpoint table: every call the server registers, the apps call and OpenAPI documents.
 * Keyed by a stable name; the path is written only here.
 */
export const endpoints = {
  captcha: common.captcha,
  getSysConfigByKey: common.getSysConfigByKey,
  getPageViews: common.getPageViews,
  recordPageView: common.recordPageView,
  adminAccountLogin: account.adminAccountLogin,
  entLogin: account.entLogin,
  logout: account.logout,
  currentUser: account.currentUser,
  home: home.home,
  noticeList: notice.noticeList,
  noticeDetail: notice.noticeDetail,
  unreadCount: notice.unreadCount,
  noticeExport: notice.noticeExport,
  getHrResourcesVO: dashboard.getHrResourcesVO,
  getStreetHrResourcesVO: dashboard.getStreetHrResourcesVO,
  streetHome: dashboard.streetHome,
} satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

export { account, common, dashboard, home, notice };
