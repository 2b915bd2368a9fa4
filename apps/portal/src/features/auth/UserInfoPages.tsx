import { HStack, Text } from '@chakra-ui/react';
import { Note } from '@portal/ui';
import { useSession } from '@portal/auth';
import { useNavigate } from '@tanstack/react-router';
import * as t from '../../i18n/zh-CN';
import { ButtonLink, FactList } from '../common';
import { AccountCard, AccountPage } from './AccountCard';
import { AccountSummary, ProfileForm } from './ModifyPasswordPage';
import { useAccountExtras } from './session';

/** Which profile form the session may use: individuals change name and nickname, enterprises the filler; staff none (kept by administrators). */
function useProfileKind(): 'person' | 'ent' | null {
  const userType = useSession((s) => s.userType);
  const isPerson = useAccountExtras((s) => s.category === 'person') && userType === 3;
  return userType === 2 ? 'ent' : isPerson ? 'person' : null;
}

/** /modifyUserInfo: the logged-in user's own information, with the way to change it. */
export function UserInfoPage() {
  const user = useSession((s) => s.user);
  const kind = useProfileKind();
  const U = t.account.userInfo;
  if (!user) return null;
  return (
    <AccountPage title={U.title}>
      <AccountCard title={U.title} testId="user-info">
        <AccountSummary user={user} />
        {kind !== null && <FactList rows={[kind === 'ent' ? [t.account.profile.fillerName, user.name || '-'] : [t.account.fields.nickName, user.nickName || '-']]} size="md" mt="3" />}
        <HStack gap="3" mt="5" wrap="wrap">
          {kind !== null ? (
            <ButtonLink href="/modifyUserInfoEdit" colorPalette="brand">{U.edit}</ButtonLink>
          ) : (
            <Note>{U.staffHint}</Note>
          )}
          {kind === 'ent' && (
            <ButtonLink href="/modifyFilledBy" variant="outline" colorPalette="brand">{U.changeFiller}</ButtonLink>
          )}
          <ButtonLink href="/modifyPassword" variant="outline">{U.password}</ButtonLink>
        </HStack>
      </AccountCard>
    </AccountPage>
  );
}

/** /modifyUserInfoEdit: the user changes its own name and nickname (individuals) or its filler (enterprises), then returns to /modifyUserInfo. */
export function UserInfoEditPage() {
  const user = useSession((s) => s.user);
  const kind = useProfileKind();
  const navigate = useNavigate();
  const U = t.account.userInfo;
  if (!user) return null;
  return (
    <AccountPage title={U.editTitle}>
      <AccountCard title={kind === 'ent' ? t.account.profile.fillerTitle : t.account.profile.title}>
        {kind === null ? (
          <Text color="fg.muted">{U.staffHint}</Text>
        ) : (
          <ProfileForm kind={kind} name={user.name} nickName={user.nickName} onSaved={() => void navigate({ to: '/modifyUserInfo' })} />
        )}
      </AccountCard>
    </AccountPage>
  );
}

/** /modifyFilledBy: an enterprise changes its filler (the contact named in greetings and data submissions, POST /api/ent/login/restFilledBy). */
export function FilledByPage() {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const U = t.account.userInfo;
  if (!user) return null;
  return (
    <AccountPage title={U.fillerTitle}>
      <AccountCard title={t.account.profile.fillerTitle} testId="filled-by">
        <Note mb="4">{U.fillerHint(user.name || '-')}</Note>
        <ProfileForm kind="ent" name={user.name} nickName={user.nickName} onSaved={() => void navigate({ to: '/business' })} />
      </AccountCard>
    </AccountPage>
  );
}
