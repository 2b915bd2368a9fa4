import { Button } from '@chakra-ui/react';
import * as t from '../../i18n/zh-CN';

/**
 * The export of a list that holds personal numbers (issue 24): 导出 downloads them masked, as
 * the server answers by default; 导出完整号码 (only where the user's role may see them, i.e.
 * where `full` is offered) asks the server for the whole numbers, which logs that export with its
 * page. `onExport(full)` starts the download.
 */
export function ExportButtons({ onExport, full = true }: { onExport: (full: boolean) => void; full?: boolean }) {
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="brand" onClick={() => onExport(false)}>
        {t.common.export}
      </Button>
      {full && (
        <Button size="sm" variant="outline" title={t.common.reveal.exportHint} onClick={() => onExport(true)}>
          {t.common.reveal.export}
        </Button>
      )}
    </>
  );
}
