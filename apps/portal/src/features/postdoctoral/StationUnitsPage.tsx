import { Button, HStack, Link as ChakraLink } from '@chakra-ui/react';
import { postdocRecordLedger, postdocTicketLedger, postdocUnitLedger, type Ledger } from '@portal/api';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { t } from '../../i18n/zh-CN';
import { LedgerPage, type LedgerItem, type LedgerSearch } from '../ledger';
import { ExitDialog, type ExitTarget } from './ExitDialog';

/** The registers of /postDoctoralStationUnits, by the `tab` search param. */
export const POSTDOC_TABS = { unit: postdocUnitLedger, ticket: postdocTicketLedger, record: postdocRecordLedger } as const satisfies Record<string, Ledger>;
export type PostdocTab = keyof typeof POSTDOC_TABS;

export interface StationUnitsPageProps {
  tab: PostdocTab;
  /** the URL's search params of the tab's register (ledgerSearchSchema) */
  search: LedgerSearch;
  onSearchChange: (next: Partial<LedgerSearch>) => void;
  /** opens another tab with its filters cleared */
  onTabChange: (tab: PostdocTab) => void;
}

/**
 * /postDoctoralStationUnits: the three postdoctoral registers of the professional technology
 * office on one page, a tab each (设站单位, 经费拨付, 进出站记录), each the ledger engine's page. An
 * open stay's row offers 期满出站 and 中途退站 ({@link ExitDialog}); the records tab links to the
 * yearly funding view.
 */
export function StationUnitsPage({ tab, search, onSearchChange, onTabChange }: StationUnitsPageProps) {
  const T = t.postdoc;
  const [exiting, setExiting] = useState<ExitTarget | null>(null);
  const ledger = POSTDOC_TABS[tab];
  const tabs = (
    <HStack as="nav" aria-label={T.tabsLabel} gap="2" wrap="wrap" justify="space-between">
      <HStack gap="2" wrap="wrap">
        {(Object.keys(POSTDOC_TABS) as PostdocTab[]).map((k) => (
          <Button key={k} size="sm" variant={k === tab ? 'solid' : 'outline'} colorPalette="brand" aria-current={k === tab ? 'page' : undefined} onClick={() => k !== tab && onTabChange(k)}>
            {T.tabs[k]}
          </Button>
        ))}
      </HStack>
      <ChakraLink asChild color="brand.700" fontSize="sm">
        <Link to="/postDoctoralMoneyYear">{T.fundingLink}</Link>
      </ChakraLink>
    </HStack>
  );
  const exitButtons = (r: LedgerItem) =>
    r.status === '在站' && (
      <>
        <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setExiting({ id: r.id, name: String(r.name), entryDate: String(r.entryDate), kind: 'expo' })}>
          {T.exitExpo}
        </Button>
        <Button size="xs" variant="ghost" colorPalette="orange" onClick={() => setExiting({ id: r.id, name: String(r.name), entryDate: String(r.entryDate), kind: 'midway' })}>
          {T.midwayExit}
        </Button>
      </>
    );
  return (
    <>
      <LedgerPage
        key={tab}
        ledger={ledger}
        search={search}
        onSearchChange={onSearchChange}
        crumbs={[{ label: t.nav.titles.postdocUnits, to: '/postDoctoralStationUnits' }, { label: ledger.title }]}
        above={tabs}
        {...(tab === 'record' ? { rowActions: exitButtons } : {})}
      />
      {exiting && <ExitDialog key={`${exiting.id}-${exiting.kind}`} target={exiting} onClose={() => setExiting(null)} />}
    </>
  );
}
