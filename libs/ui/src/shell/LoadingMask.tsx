import { Box, Spinner, Stack, Text } from '@chakra-ui/react';

/**
 * The full-page loading mask (SPEC.md section 8, '数据拼命加载中，请稍等。'): shown while a call
 * made with `{ loading: true }` runs; blocks clicks until it ends. Nothing when `text` is null.
 */
export function LoadingMask({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Box position="fixed" inset="0" zIndex="overlay" bg="blackAlpha.400" display="flex" alignItems="center" justifyContent="center" data-testid="loading-mask">
      <Stack role="status" aria-live="polite" align="center" gap="3" bg="white" px="8" py="6" borderRadius="lg" boxShadow="lg">
        <Spinner size="lg" color="brand.600" borderWidth="3px" />
        <Text fontSize="md" color="fg">
          {text}
        </Text>
      </Stack>
    </Box>
  );
}
