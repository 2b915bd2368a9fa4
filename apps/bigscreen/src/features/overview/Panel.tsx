import { MESSAGES } from '@portal/api';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { t } from '../../i18n/zh-CN';

/** A framed dashboard panel with a title bar. */
export function Panel({ title, extra, className, children }: { title: string; extra?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <section className={`bs-panel ${className ?? ''}`} aria-label={title}>
      <header className="bs-panel__head">
        <h2 className="bs-panel__title">{title}</h2>
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
