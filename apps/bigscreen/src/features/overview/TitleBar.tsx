import { useQuery } from '@tanstack/react-query';
import { ScreenHeader } from '../layout/ScreenHeader';
import { streetHomeQuery } from './queries';

/** '{districtName}人才发展总览' with the page menu and the clock; the district's name comes from the server. */
export function TitleBar() {
  const { data } = useQuery(streetHomeQuery);
  return (
    <ScreenHeader
      title={data ? `${data.districtName}人才发展总览` : '人才发展总览'}
      left={
        <a className="bs-link" href="/Home">
          门户首页
        </a>
      }
    />
  );
}
