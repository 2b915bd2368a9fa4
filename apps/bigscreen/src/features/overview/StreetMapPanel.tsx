import { useQuery } from '@tanstack/react-query';
import { LazyStreetMap } from '../maps/lazyMaps';
import { Panel, QueryView } from './Panel';
import { streetHomeQuery } from './queries';
import { t } from '../../i18n/zh-CN';

/** The panel of the district's street map; the map (overview/StreetMap.tsx) comes in its own chunk after the rest of the page. */
export function StreetMapPanel({ className }: { className?: string }) {
  const query = useQuery(streetHomeQuery);
  return (
    <Panel title={t.overview.map} className={className} note={t.overview.mapHint}>
      <QueryView query={query} isEmpty={(d) => d.streets.length === 0}>
        {(home) => <LazyStreetMap home={home} />}
      </QueryView>
    </Panel>
  );
}
