import { dismissNotice, useNotices } from './notices';
import './notices.css';

/** Messages from the API client, at the top of the stage. */
export function Notices() {
  const notices = useNotices();
  if (notices.length === 0) return null;
  return (
    <div className="bs-notices" role="status" aria-live="polite">
      {notices.map((n) => (
        <button key={n.id} type="button" className={`bs-notice bs-notice--${n.kind}`} onClick={() => dismissNotice(n.id)} title="点击关闭">
          {n.message}
        </button>
      ))}
    </div>
  );
}
