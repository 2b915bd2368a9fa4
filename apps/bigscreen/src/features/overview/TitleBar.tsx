import { useQuery } from '@tanstack/react-query';
import { ScreenHeader } from '../layout/ScreenHeader';
import { streetHomeQuery } from './queries';
import { t } from '../../i18n/zh-CN';

/** '{districtName}人才发展总览' with the page menu and the clock; the district's name comes from the server. */
export function TitleBar() {
  const { data } = useQuery(streetHomeQuery);
  return (
    <ScreenHeader
      title={data ? t.overview.title(data.districtName) : t.overview.titleFallback}
      left={
        <a className="bs-link" href="/Home">
          {t.overview.portalHome}
        </a>
      }
    />
  );
}
