import { dismissNotice, useNotices } from './notices';
import './notices.css';
import { t } from '../../i18n/zh-CN';

/** Messages from the API client, at the top of the stage. */
export function Notices() {
  const notices = useNotices();
  if (notices.length === 0) return null;
  return (
    <div className="bs-notices" role="status" aria-live="polite">
      {notices.map((n) => (
        <button key={n.id} type="button" className={`bs-notice bs-notice--${n.kind}`} onClick={() => dismissNotice(n.id)} title={t.layout.closeNotice}>
          {n.message}
        </button>
      ))}
    </div>
  );
}
