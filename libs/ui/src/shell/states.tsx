import { Box, Button, EmptyState as ChakraEmptyState, Skeleton, SkeletonText, Stack, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AlertIcon, CompassIcon, InboxIcon } from './icons';

export interface EmptyStateProps {
  title?: string;
  description?: ReactNode;
  /** a button or link under the text */
  action?: ReactNode;
  icon?: 'inbox' | 'compass' | 'alert';
  /** compact: inside a card; otherwise a page-height block */
  compact?: boolean;
}

const ICONS = { inbox: InboxIcon, compass: CompassIcon, alert: AlertIcon };

/** "Nothing here" for a list or a page: an icon, a title ('暂无数据' by default), a hint and an action. */
export function EmptyState({ title = '暂无数据', description, action, icon = 'inbox', compact = false }: EmptyStateProps) {
  const Icon = ICONS[icon];
  return (
    <ChakraEmptyState.Root size={compact ? 'sm' : 'md'} py={compact ? '6' : '12'} data-testid="empty-state">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator color={icon === 'alert' ? 'accent.400' : 'brand.300'}>
          <Icon />
        </ChakraEmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <ChakraEmptyState.Title>{title}</ChakraEmptyState.Title>
          {description && <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description>}
        </VStack>
        {action}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}

export interface ErrorStateProps {
  title?: string;
  /** what went wrong, e.g. the API error message */
  message?: string;
  onRetry?: () => void;
  compact?: boolean;
}

/** A failed load: '加载失败', the reason and a 重新加载 button. Announced to screen readers. */
export function ErrorState({ title = '加载失败', message, onRetry, compact = false }: ErrorStateProps) {
  return (
    <Box role="alert">
      <EmptyState
        icon="alert"
        compact={compact}
        title={title}
        description={message || '网络或服务器暂时不可用，请稍后重试。'}
        action={
          onRetry && (
            <Button size="sm" variant="outline" colorPalette="brand" onClick={onRetry}>
              重新加载
            </Button>
          )
        }
      />
    </Box>
  );
}

/** Placeholder rows of a list while it loads. */
export function ListSkeleton({ rows = 6, label = '正在加载' }: { rows?: number; label?: string }) {
  return (
    <Stack gap="0" role="status" aria-busy="true" aria-label={label} data-testid="list-skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <Box key={i} py="4" borderBottomWidth="1px" borderColor="border.muted" display="flex" gap="6" alignItems="center">
          <Skeleton h="4" flex="1" />
          <Skeleton h="4" w={{ base: '16', md: '28' }} display={{ base: 'none', sm: 'block' }} />
          <Skeleton h="4" w="20" />
        </Box>
      ))}
    </Stack>
  );
}

/** Placeholder of an article while it loads. */
export function ArticleSkeleton() {
  return (
    <Stack gap="5" role="status" aria-busy="true" aria-label="正在加载" data-testid="article-skeleton">
      <Skeleton h="8" w="70%" mx="auto" />
      <Skeleton h="4" w="40%" mx="auto" />
      <SkeletonText noOfLines={8} gap="3" />
    </Stack>
  );
}
