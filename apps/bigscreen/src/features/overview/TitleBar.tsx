import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatClock } from './format';
import { streetHomeQuery } from './queries';

function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  const { date, time } = formatClock(now);
  return (
    <div className="bs-clock" aria-label="当前时间">
      <span className="bs-clock__time">{time}</span>
      <span className="bs-clock__date">{date}</span>
    </div>
  );
}

/** '{districtName}人才发展总览' with the current time; the district's name comes from the server. */
export function TitleBar() {
  const { data } = useQuery(streetHomeQuery);
  return (
    <header className="bs-titlebar">
      <nav className="bs-titlebar__side bs-titlebar__side--left">
        <a className="bs-link" href="/Home">
          门户首页
        </a>
      </nav>
      <h1 className="bs-titlebar__title">{data ? `${data.districtName}人才发展总览` : '人才发展总览'}</h1>
      <div className="bs-titlebar__side bs-titlebar__side--right">
        <Clock />
      </div>
    </header>
  );
}
