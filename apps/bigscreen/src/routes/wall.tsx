import { createFileRoute, redirect } from '@tanstack/react-router';
import { parseWallConfig, wallStore } from '../features/wall/wall';

/** /screen3/wall?pages=talentIndex,wholeDwq&interval=30&refresh=300 starts a playlist and opens its first page. */
export const Route = createFileRoute('/wall')({
  beforeLoad: ({ search }) => {
    const config = parseWallConfig(search);
    wallStore.write(config);
    redirect({ to: config.pages[0]!, replace: true, throw: true });
  },
});
