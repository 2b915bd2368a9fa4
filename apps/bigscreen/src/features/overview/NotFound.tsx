import { Link } from '@tanstack/react-router';
import './overview.css';
import { t } from '../../i18n/zh-CN';

export function NotFound() {
  return (
    <div className="bs-notfound">
      <h1>{t.overview.notFound}</h1>
      <Link to="/overview" className="bs-button">
        {t.overview.backToOverview}
      </Link>
    </div>
  );
}
