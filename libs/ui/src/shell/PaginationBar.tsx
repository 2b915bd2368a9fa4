import { ButtonGroup, Flex, HStack, IconButton, Input, Pagination, Text, chakra } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { Select } from './Select';

/** Page sizes of SPEC.md section 9. */
export const DEFAULT_PAGE_SIZES = [10, 20, 30, 50] as const;

export interface PaginationBarProps {
  page: number;
  limit: number;
  total: number;
  onPageChange: (page: number) => void;
  /** a new page size; the caller usually goes back to page 1 */
  onLimitChange: (limit: number) => void;
  pageSizes?: readonly number[];
}

const ChevronLeft = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
    <path d="m15 18-6-6 6-6" />
  </svg>
);
const ChevronRight = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
    <path d="m9 18 6-6-6-6" />
  </svg>
);

/** The '前往 [n] 页' box: jumps on Enter or 确定 to a page between 1 and the last. */
function JumpTo({ pageCount, onPageChange }: { pageCount: number; onPageChange: (page: number) => void }) {
  const [value, setValue] = useState('');
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Math.trunc(Number(value));
    if (!Number.isFinite(n) || value.trim() === '') return;
    onPageChange(Math.min(Math.max(1, n), pageCount));
    setValue('');
  };
  return (
    <chakra.form onSubmit={submit} display={{ base: 'none', md: 'flex' }} alignItems="center" gap="1.5" fontSize="sm" color="fg.muted">
      <chakra.label htmlFor={id}>前往</chakra.label>
      <Input id={id} size="sm" w="14" textAlign="center" inputMode="numeric" value={value} onChange={(e) => setValue(e.target.value.replace(/\D/g, ''))} aria-label="跳转到第几页" />
      <span>页</span>
    </chakra.form>
  );
}

/**
 * The pagination bar of every list: '共 N 条', the page size (10/20/30/50 条/页, labelled
 * 每页条数), previous/next and page buttons (accessible names '上一页', '下一页', '第N页'),
 * and a '前往 N 页' box on wider screens.
 */
export function PaginationBar({ page, limit, total, onPageChange, onLimitChange, pageSizes = DEFAULT_PAGE_SIZES }: PaginationBarProps) {
  const selectId = useId();
  const pageCount = Math.max(1, Math.ceil(total / limit));
  return (
    <Flex data-testid="pagination" direction={{ base: 'column', md: 'row' }} align="center" justify="space-between" gap="3" pt="4" fontSize="sm">
      <HStack gap="4" color="fg.muted">
        <Text data-testid="pagination-total">共 {total.toLocaleString('zh-CN')} 条</Text>
        <HStack gap="1.5">
          <chakra.label htmlFor={selectId}>每页条数</chakra.label>
          <Select size="sm" w="24" fieldProps={{ id: selectId }} value={String(limit)} onChange={(v) => onLimitChange(Number(v))} options={pageSizes.map((s) => ({ value: s, label: `${s} 条/页` }))} />
        </HStack>
      </HStack>
      <HStack gap="3">
        <Pagination.Root
          count={total}
          pageSize={limit}
          page={Math.min(page, pageCount)}
          siblingCount={1}
          onPageChange={(e) => onPageChange(e.page)}
          translations={{
            rootLabel: '分页',
            prevTriggerLabel: '上一页',
            nextTriggerLabel: '下一页',
            itemLabel: ({ page: p }) => `第${p}页`,
          }}
        >
          <ButtonGroup variant="outline" size="sm" gap="1" attached={false}>
            <Pagination.PrevTrigger asChild>
              <IconButton>
                <ChevronLeft />
              </IconButton>
            </Pagination.PrevTrigger>
            <Pagination.Items
              render={(p) => (
                <IconButton
                  variant={{ base: 'outline', _selected: 'solid' }}
                  colorPalette="brand"
                  minW="8"
                  data-testid={`page-${p.value}`}
                >
                  {p.value}
                </IconButton>
              )}
            />
            <Pagination.NextTrigger asChild>
              <IconButton>
                <ChevronRight />
              </IconButton>
            </Pagination.NextTrigger>
          </ButtonGroup>
        </Pagination.Root>
        {pageCount > 1 && <JumpTo pageCount={pageCount} onPageChange={onPageChange} />}
      </HStack>
    </Flex>
  );
}
