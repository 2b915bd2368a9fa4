import { useEffect } from 'react';
import { useSiteTitle } from './queries';

/** Sets the browser tab title to '{title} - {区名}人才就业服务平台' (just the site title without one; useSiteTitle). */
export function useDocumentTitle(title: string | null | undefined): void {
  const site = useSiteTitle().title;
  useEffect(() => {
    document.title = title ? `${title} - ${site}` : site;
  }, [title, site]);
}
