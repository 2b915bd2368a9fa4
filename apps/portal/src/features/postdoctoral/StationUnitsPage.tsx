import { Button, Link as ChakraLink } from '@chakra-ui/react';
import { postdocRecordLedger } from '@portal/api';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { LedgerGroupPage, type LedgerGroupSearch, type LedgerItem, type LedgerSearch } from '../ledger';
import { ExitDialog, type ExitTarget } from './ExitDialog';
import { POSTDOC_LEDGERS } from './queries';

export interface StationUnitsPageProps {
  /** the open register (`tab`) and its filters in the URL (ledgerGroupSearch) */
  search: LedgerGroupSearch;
  onSearchChange: (next: Partial<LedgerSearch>) => void;
}

/**
 * /postDoctoralStationUnits: the postdoctoral registers of the professional technology office on
 * one page of the ledger engine (LedgerGroupPage). An open stay's row offers 期满出站 and 中途退站
 * ({@link ExitDialog}); beside the tabs, a link to the yearly funding view.
 */
export function StationUnitsPage({ search, onSearchChange }: StationUnitsPageProps) {
  const T = t.postdoc;
  const [exiting, setExiting] = useState<ExitTarget | null>(null);
  const exitOf = (r: LedgerItem, kind: ExitTarget['kind']) => () => setExiting({ id: r.id, name: String(r.name), entryDate: String(r.entryDate), kind });
  const exitButtons = (r: LedgerItem) =>
    r.status === '在站' && (
      <>
        <Button size="xs" variant="ghost" colorPalette="brand" onClick={exitOf(r, 'expo')}>
          {T.exitExpo}
        </Button>
        <Button size="xs" variant="ghost" colorPalette="orange" onClick={exitOf(r, 'midway')}>
          {T.midwayExit}
        </Button>
      </>
    );
  return (
    <>
      <LedgerGroupPage
        path="/postDoctoralStationUnits"
        title={t.nav.titles.postdocUnits}
        ledgers={POSTDOC_LEDGERS}
        search={search}
        onSearchChange={onSearchChange}
        rowActions={{ [postdocRecordLedger.name]: exitButtons }}
        aside={
          <ChakraLink asChild color="brand.700" fontSize="sm">
            <Link to="/postDoctoralMoneyYear">{T.fundingLink}</Link>
          </ChakraLink>
        }
      />
      {exiting && <ExitDialog key={`${exiting.id}-${exiting.kind}`} target={exiting} onClose={() => setExiting(null)} />}
    </>
  );
}
