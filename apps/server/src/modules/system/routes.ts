import { endpoints } from '@portal/api';
import { notFound } from '../../http/errors';
import type { Router } from '../../http/router';
import { friendlyLink, sysConfig } from './tables';
import { acknowledgeSiteNotice, configValue, homeFrame, siteNoticeFor, visitCounts, type VisitCounter } from './service';

/** System configuration, visit counts (recorded through `visits`), the home page frame and the site notice (温馨提示) with its acknowledgement. */
export function systemRoutes(r: Router, visits: VisitCounter): void {
  r.handle(endpoints.getSysConfigByKey, async ({ key }, { db }) => {
    const value = await configValue(db, key);
    if (value === undefined) throw notFound(`配置项 ${key} 不存在`);
    return { [key]: { configValue: value } };
  }, { cache: { tables: [sysConfig] } });
  r.handle(endpoints.getPageViews, (_i, { db }) => visitCounts(db));
  r.handle(endpoints.recordPageView, () => visits.record());
  r.handle(endpoints.home, (_i, { db }) => homeFrame(db), { cache: { tables: [sysConfig, friendlyLink] } });
  r.handle(endpoints.siteNotice, (_i, { db, user }) => siteNoticeFor(db, user.id));
  r.handle(endpoints.acknowledgeSiteNotice, async (_i, { db, user }) => {
    await acknowledgeSiteNotice(db, user.id);
    return null;
  });
}
