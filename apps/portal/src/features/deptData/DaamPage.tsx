import { LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { DEPT_MODULES, DEPT_TYPES, deptTypesOf } from '@portal/api';
import { useSession } from '@portal/auth';
import { Link } from '@tanstack/react-router';
import { t } from '../../i18n/zh-CN';
import { PageFrame } from '../common';

/**
 * /daam: for a staff member whose roles give several department types (SPEC.md section 6), one
 * card per type, linking to that type's /xzsjIndex, with the modules it holds; nothing of a type
 * the roles do not give.
 */
export function DaamPage() {
  const user = useSession((s) => s.user);
  const types = user ? deptTypesOf({ deptName: user.deptName, roles: user.userType }) : [];
  const T = t.deptData;
  return (
    <PageFrame title={T.daamTitle} subtitle={T.daamHint}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {types.map((type) => (
          <LinkBox key={type} borderWidth="1px" borderRadius="lg" p="5" _hover={{ borderColor: 'brand.400', bg: 'brand.subtle' }} data-testid="daam-type">
            <LinkOverlay asChild>
              <Link to="/xzsjIndex" search={{ type }}>
                <Text fontWeight="semibold" color="brand.700" fontSize="lg">
                  {T.typeCard(DEPT_TYPES[type])}
                </Text>
              </Link>
            </LinkOverlay>
            <Text fontSize="sm" color="fg.muted" mt="1">
              {DEPT_MODULES.filter((m) => m.type === type)
                .map((m) => m.title)
                .join('、')}
            </Text>
          </LinkBox>
        ))}
      </SimpleGrid>
    </PageFrame>
  );
}
