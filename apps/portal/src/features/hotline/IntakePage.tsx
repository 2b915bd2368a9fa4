import { Stack, Text } from '@chakra-ui/react';
import { useSession } from '@portal/auth';
import * as t from '../../i18n/zh-CN';
import { LinkButtons, PageFrame } from '../common';
import { IntakeForm } from './IntakeForm';

/**
 * /respondIntellectCall (热线服务 for people, enterprises and visitors; kept alive: the typed
 * question stays while the tab lives): the intake form, and the caller's own events. Visitors
 * are asked to log in first, and may search the knowledge base meanwhile. `phone` is the hotline
 * centre's /respondCallAdd: a phone call taken on behalf of its caller (name and mobile number required).
 */
export function IntakePage({ phone = false }: { phone?: boolean }) {
  const H = t.hotline;
  const user = useSession((s) => s.user);
  return (
    <PageFrame
      title={phone ? H.addByPhone : H.intakeTitle}
      subtitle={phone ? H.addIntro : H.intakeIntro}
      actions={<LinkButtons links={[{ href: '/respondCall', label: H.myEvents, show: user !== null && !phone }]} />}
    >
      {user ? (
        <IntakeForm phone={phone} />
      ) : (
        <Stack gap="3" align="start">
          <Text>{H.loginFirst}</Text>
          <LinkButtons
            links={[
              { href: '/', label: H.login, solid: true },
              { href: '/knowledgeBank', label: t.knowledge.title },
            ]}
          />
        </Stack>
      )}
    </PageFrame>
  );
}
