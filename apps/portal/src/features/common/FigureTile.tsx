import { Stack, Text } from '@chakra-ui/react';

/**
 * A figure as a tile: its label over the value in large bold digits (brand unless `color` asks for
 * attention) with its `unit` small beside it. `testId` names the tile, `valueTestId` the value
 * (e2e tests read it).
 */
export function FigureTile({ label, value, unit, color = 'brand.700', testId, valueTestId }: { label: string; value: string | number; unit?: string; color?: string; testId?: string; valueTestId?: string }) {
  return (
    <Stack gap="0.5" bg="bg.subtle" borderRadius="md" px="4" py="3" borderWidth="1px" borderColor="border.muted" data-testid={testId}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" color={color} fontVariantNumeric="tabular-nums" data-testid={valueTestId}>
        {typeof value === 'number' ? value.toLocaleString('zh-CN') : value}
        {unit && (
          <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted" ml="1">
            {unit}
          </Text>
        )}
      </Text>
    </Stack>
  );
}
