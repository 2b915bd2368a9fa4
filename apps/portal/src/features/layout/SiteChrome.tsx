import { useSession, useWatermarkText } from '@portal/auth';
import { Banner, Footer, SiteDialog, Watermark } from '@portal/ui';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { t } from '../../i18n/zh-CN';
import { BANNER_IMAGE_KEYS, bannerModeOf, taskTypeCodeOf, useApplyCount, useSysConfig } from './banner';
import { useHomeData, usePageViews } from './queries';

/**
 * The top banner: the image of the page's banner mode (SPEC.md section 9; banner.ts), the home
 * data's platform image for the default mode, or the drawn fallback; modes 3 and 4 add 'N 人已申请' from the apply count of task code 10 or 20.
 */
export function SiteBanner({ size = 'lg' }: { size?: 'lg' | 'sm' }) {
  const home = useHomeData();
  const mode = useRouterState({ select: (s) => bannerModeOf(s.location.pathname, s.location.search as Record<string, unknown>) });
  const image = useSysConfig(BANNER_IMAGE_KEYS[mode], mode !== 1);
  const code = taskTypeCodeOf(mode);
  const applied = useApplyCount(code);
  return <Banner image={mode === 1 ? home.data?.topImage : image.data} title={t.site.title} size={size} appliedCount={code === null ? null : (applied.data?.count ?? null)} />;
}

/** The footer wired to the home data and the visit counts. */
export function SiteFooter() {
  const home = useHomeData();
  const views = usePageViews();
  const blogRollList = useSession((s) => s.blogRollList);
  return (
    <Footer
      visits={views.isError ? null : views.data}
      links={home.data?.blogRollList ?? blogRollList}
      copyright={home.data?.copyright}
      filingNumber={home.data?.filingNumber}
    />
  );
}

/** sessionStorage flag: the site dialog was acknowledged in this browser session (cleared at login). */
export const SITE_DIALOG_FLAG = 'portal-site-dialog-seen';

/** Shows the site-wide dialog once per browser session after login, until 我知道了. */
export function SiteDialogGate() {
  const loggedIn = useSession((s) => s.user !== null);
  const home = useHomeData();
  const [seen, setSeen] = useState(() => sessionStorage.getItem(SITE_DIALOG_FLAG) === '1');
  const dialog = home.data?.siteDialog;
  if (!dialog) return null;
  return (
    <SiteDialog
      open={loggedIn && !seen}
      onClose={() => {
        sessionStorage.setItem(SITE_DIALOG_FLAG, '1');
        setSeen(true);
      }}
      deadline={dialog.deadline}
      phones={dialog.phones}
      email={dialog.email}
    />
  );
}

/** The watermark for non-enterprise logins: the user's name and the time, refreshed every minute. */
export function WatermarkGate() {
  return <Watermark text={useWatermarkText()} />;
}
