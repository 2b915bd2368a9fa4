import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useSession } from '@portal/auth';
import { Link } from '@tanstack/react-router';
import { t } from '../../i18n/zh-CN';
import { PageFrame } from '../common';
import { IntakeForm } from './IntakeForm';

/**
 * /respondIntellectCall (热线服务 for people, enterprises and visitors; kept alive: the typed
 * question stays while the tab lives): the intake form, and the caller's own events. Visitors
 * are asked to log in first, and may search the knowledge base meanwhile.
 */
export function IntakePage() {
  const H = t.hotline;
  const user = useSession((s) => s.user);
  return (
    <PageFrame
      title={H.intakeTitle}
      subtitle={<Text fontSize="sm" color="fg.muted">{H.intakeIntro}</Text>}
      actions={
        user && (
          <Button asChild size="sm" variant="outline" colorPalette="brand">
            <Link to="/respondCall">{H.myEvents}</Link>
          </Button>
        )
      }
    >
      {user ? (
        <IntakeForm />
      ) : (
        <Stack gap="3" align="start">
          <Text>{H.loginFirst}</Text>
          <HStack>
            <Button asChild colorPalette="brand" size="sm">
              <Link to="/">{H.login}</Link>
            </Button>
            <Button asChild variant="outline" colorPalette="brand" size="sm">
              <Link to="/knowledgeBank">{t.knowledge.title}</Link>
            </Button>
          </HStack>
        </Stack>
      )}
    </PageFrame>
  );
}
