import { useEffect } from 'react';
import { t } from '../../i18n/zh-CN';

/** Sets the browser tab title to '{title} - 人才就业服务平台' (just the site title without one). */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} - ${t.site.title}` : t.site.title;
  }, [title]);
}
