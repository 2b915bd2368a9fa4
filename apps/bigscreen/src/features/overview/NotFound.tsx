import { Link } from '@tanstack/react-router';
import './overview.css';

export function NotFound() {
  return (
    <div className="bs-notfound">
      <h1>页面不存在</h1>
      <Link to="/overview" className="bs-button">
        返回人才发展总览
      </Link>
    </div>
  );
}
