import { useSession, useWatermarkText } from '@portal/auth';
import { Banner, Footer, SiteDialog, Watermark } from '@portal/ui';
import { useRouterState } from '@tanstack/react-router';
import { endpoints } from '@portal/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api';
import { BANNER_IMAGE_KEYS, bannerModeOf, taskTypeCodeOf, useApplyCount, useSysConfig } from './banner';
import { useHomeData, usePageViews, useSiteTitle } from './queries';

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
  const site = useSiteTitle();
  return <Banner image={mode === 1 ? home.data?.topImage : image.data} title={site.title} size={size} appliedCount={code === null ? null : (applied.data?.count ?? null)} />;
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

/**
 * The site notice (温馨提示, SPEC.md section 1) for an enterprise account (userType 2) only: the
 * server answers it while its deadline has not passed and the account has not acknowledged it;
 * 我知道了 records the acknowledgement on the server (per account, whatever the browser) and closes
 * it at once. Staff, individuals, schools and visitors never ask.
 */
export function SiteDialogGate() {
  const token = useSession((s) => (s.user !== null && s.userType === 2 ? s.user.token : null));
  const queryClient = useQueryClient();
  const notice = useQuery({
    queryKey: ['user', 'siteNotice', token],
    queryFn: ({ signal }) => api.call(endpoints.siteNotice, {}, { signal }),
    enabled: token !== null,
    staleTime: Infinity,
    retry: false,
  });
  // closed for this login (another account logging in on this tab is asked afresh)
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const acknowledge = useMutation({
    mutationFn: () => api.call(endpoints.acknowledgeSiteNotice, {}),
    onSuccess: () => queryClient.setQueryData(['user', 'siteNotice', token], null),
  });
  const shown = notice.data;
  if (!token || !shown) return null;
  return (
    <SiteDialog
      open={closedFor !== token}
      onClose={() => {
        setClosedFor(token);
        acknowledge.mutate();
      }}
      text={shown.text}
      deadline={shown.deadline}
      phones={shown.phones}
      email={shown.email}
    />
  );
}

/** The watermark for non-enterprise logins: the user's name and the time, refreshed every minute. */
export function WatermarkGate() {
  return <Watermark text={useWatermarkText()} />;
}
