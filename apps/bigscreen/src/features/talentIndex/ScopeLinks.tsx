import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { t } from '../../i18n/zh-CN';

/** A street as the lists and pickers need it. */
export interface StreetItem {
  streetCode: string;
  streetName: string;
}

/** An industry section (GB/T 4754-2017) as the lists and pickers need it. */
export interface IndustryItem {
  industryCode: string;
  industryName: string;
}

function LinkList({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <nav className="bs-linklist" aria-label={label} data-testid={testId}>
      <ul>{children}</ul>
    </nav>
  );
}

/**
 * Streets as real links to their detail page (/streetMacroDetail?streetCode=), in the order given:
 * the way a keyboard or a screen reader reaches a street that the chart or map beside it opens by
 * a click.
 */
export function StreetLinks({ streets, label = t.talentIndex.streetLinks }: { streets: readonly StreetItem[]; label?: string }) {
  return (
    <LinkList label={label} testId="street-links">
      {streets.map((s) => (
        <li key={s.streetCode}>
          <Link to="/streetMacroDetail" search={{ streetCode: s.streetCode }} className="bs-linklist__item">
            {s.streetName}
          </Link>
        </li>
      ))}
    </LinkList>
  );
}

/** Industry sections as real links to their detail page (/industryMacroDetail?industryCode=), in the order given (see {@link StreetLinks}). */
export function IndustryLinks({ industries, label = t.talentIndex.industryLinks }: { industries: readonly IndustryItem[]; label?: string }) {
  return (
    <LinkList label={label} testId="industry-links">
      {industries.map((i) => (
        <li key={i.industryCode}>
          <Link to="/industryMacroDetail" search={{ industryCode: i.industryCode }} className="bs-linklist__item" title={i.industryName}>
            {i.industryName}
          </Link>
        </li>
      ))}
    </LinkList>
  );
}

/** A chart (or map) with a link list under it, the chart taking the height the list leaves. */
export function WithLinks({ children, links }: { children: ReactNode; links: ReactNode }) {
  return (
    <div className="bs-withlinks">
      <div className="bs-withlinks__chart">{children}</div>
      {links}
    </div>
  );
}

/** A labelled choice of one item among `options` (value, label); `onChange` gets the chosen value. */
export function ScopePicker({ label, value, options, onChange }: { label: string; value: string; options: readonly { value: string; label: string }[]; onChange: (value: string) => void }) {
  return (
    <label className="bs-picker">
      <span>{label}</span>
      <select className="bs-select" value={value} onChange={(e) => onChange(e.target.value)} data-testid="scope-picker">
        {value ? null : <option value="">{t.common.choose}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
