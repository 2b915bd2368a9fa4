import { Box, Container } from '@chakra-ui/react';
import { ListSkeleton } from '@portal/ui';

/** Shown by the router when a page's data takes more than a second to arrive. */
export function PagePending() {
  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }} px={{ base: '3', md: '6' }}>
      <Box bg="white" borderRadius="lg" boxShadow="xs" px={{ base: '4', md: '7' }} py="6">
        <ListSkeleton rows={8} />
      </Box>
    </Container>
  );
}
