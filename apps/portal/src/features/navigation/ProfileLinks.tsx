import { Button, Wrap } from '@chakra-ui/react';
import { useSession } from '@portal/auth';
import { Link } from '@tanstack/react-router';
import { useShallow } from 'zustand/react/shallow';
import { linksOf } from './pages';

/**
 * The 个人中心 links the navigation table offers the logged-in session (e.g. an enterprise's
 * 我的招聘岗位 and 发布招聘岗位, everyone's 我的信息), as real links; nothing when it offers none.
 */
export function ProfileLinks() {
  const session = useSession(useShallow((s) => ({ user: s.user, userType: s.userType, personRouters: s.personRouters, category: s.category })));
  const links = linksOf('profile', session);
  if (links.length === 0) return null;
  return (
    <Wrap gap="3" data-testid="profile-links">
      {links.map((l) => (
        <Button key={l.path} asChild size="sm" colorPalette="brand" variant="outline">
          <Link to={l.path}>{l.label}</Link>
        </Button>
      ))}
    </Wrap>
  );
}
