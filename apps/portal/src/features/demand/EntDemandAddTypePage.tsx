import { LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { Note } from '@portal/ui';
import { Link } from '@tanstack/react-router';
import * as t from '../../i18n/zh-CN';
import { EntFrame } from '../enterprise';
import { DEMAND_TYPE_KEYS } from './demandTypes';

/** /entDemandAddType: the enterprise chooses the kind of demand, then fills /entDemandAdd?type= prepared for it. */
export function EntDemandAddTypePage() {
  const T = t.demand.types;
  return (
    <EntFrame title={T.title} subtitle={<Note>{T.hint}</Note>}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {DEMAND_TYPE_KEYS.map((key) => (
          <LinkBox key={key} borderWidth="1px" borderRadius="lg" p="5" _hover={{ borderColor: 'brand.400', bg: 'brand.subtle' }} transition="all 0.15s" data-testid="demand-type">
            <LinkOverlay asChild>
              <Link to="/entDemandAdd" search={{ type: key }}>
                <Text fontWeight="semibold" fontSize="lg" color="brand.700">
                  {T.items[key].label}
                </Text>
              </Link>
            </LinkOverlay>
            <Note mt="1">{T.items[key].hint}</Note>
          </LinkBox>
        ))}
      </SimpleGrid>
    </EntFrame>
  );
}
