import { MESSAGES } from '@portal/api';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { t } from '../../i18n/zh-CN';

/** A framed dashboard panel with a title bar; `note` is a small text at the bar's end (a unit, a hint), `extra` anything else there (links, choosers). */
export function Panel({ title, note, extra, className, children }: { title: string; note?: ReactNode; extra?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <section className={`bs-panel ${className ?? ''}`} aria-label={title}>
      <header className="bs-panel__head">
        <h2 className="bs-panel__title">{title}</h2>
        {note !== undefined ? <span className="bs-panel__unit">{note}</span> : null}
        {extra}
      </header>
      <div className="bs-panel__body">{children}</div>
      <i className="bs-panel__corner bs-panel__corner--tl" />
      <i className="bs-panel__corner bs-panel__corner--tr" />
      <i className="bs-panel__corner bs-panel__corner--bl" />
      <i className="bs-panel__corner bs-panel__corner--br" />
    </section>
  );
}

/** One large figure under its label (a composite index, a sub-index); `inline` sets them on one line. */
export function BigNumber({ label, value, testId, inline = false }: { label: ReactNode; value: ReactNode; testId: string; inline?: boolean }) {
  return (
    <div className={inline ? 'bs-bignum bs-bignum--inline' : 'bs-bignum'}>
      <span className="bs-bignum__label">{label}</span>
      <span className="bs-bignum__value" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}

export function LoadingState() {
  return (
    <div className="bs-state bs-state--loading" role="status">
      <span className="bs-spinner" aria-hidden="true" />
      <span>{MESSAGES.loading}</span>
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="bs-state bs-state--error" role="alert">
      <span className="bs-state__icon" aria-hidden="true">!</span>
      <span>{t.common.loadFailed(message)}</span>
      <button type="button" className="bs-button" onClick={onRetry}>
        {t.common.retry}
      </button>
    </div>
  );
}

export function EmptyState() {
  return (
    <div className="bs-state bs-state--empty" role="status">
      {t.common.empty}
    </div>
  );
}

/**
 * Renders a query's data, or its loading, error (with retry) or empty state. When a refresh fails
 * the last data stays on screen.
 */
export function QueryView<T>({ query, isEmpty, children }: { query: UseQueryResult<T>; isEmpty?: (data: T) => boolean; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return isEmpty?.(query.data) ? <EmptyState /> : <>{children(query.data)}</>;
  if (query.isError) return <ErrorState message={query.error instanceof Error ? query.error.message : ''} onRetry={() => void query.refetch()} />;
  return <LoadingState />;
}
