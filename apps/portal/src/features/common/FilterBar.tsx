import { Button, HStack, Input, chakra, type HTMLChakraProps, type StackProps } from '@chakra-ui/react';
import { Note } from '@portal/ui';
import { useState, type ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';
import { Select, type SelectProps } from './SelectField';

export interface FilterBarProps extends Omit<HTMLChakraProps<'form'>, 'onSubmit' | 'onReset' | 'children'> {
  /** runs on 搜索 or Enter in a field (the form's default submit is prevented) */
  onSearch: () => void;
  /** runs on 重置; without it there is no 重置 button (e.g. while nothing is filtered) */
  onReset?: (() => void) | undefined;
  /** the filter fields, each with its own width (full width or half on a phone, fixed from sm/md up) */
  children: ReactNode;
  /** props of the buttons' row, e.g. `gridColumn` when the form is a grid */
  buttonsProps?: StackProps;
  /** more fields on lines of their own under the fields and buttons (a search box first, the selects below it) */
  below?: ReactNode;
  /** the submit button's text; 搜索 by default (查询 on the station's lists) */
  searchLabel?: string;
}

/**
 * A row of filter fields followed by 搜索 and 重置, as a search landmark (role="search"), and
 * optionally more fields `below`. The row wraps, so on a phone the fields and the buttons stack in
 * as many lines as they need. Style props (bg, padding, display="grid"...) go to the form.
 */
export function FilterBar({ onSearch, onReset, children, buttonsProps, below, searchLabel = t.common.search, ...form }: FilterBarProps) {
  const row = (
    <>
      {children}
      <HStack gap="2" {...buttonsProps}>
        <Button type="submit" size="sm" colorPalette="brand" px="5">
          {searchLabel}
        </Button>
        {onReset && (
          <Button type="button" size="sm" variant="outline" bg="white" onClick={onReset}>
            {t.common.reset}
          </Button>
        )}
      </HStack>
    </>
  );
  return (
    <chakra.form
      role="search"
      display="flex"
      flexDirection={below ? 'column' : 'row'}
      flexWrap="wrap"
      gap="2"
      alignItems={below ? 'stretch' : 'center'}
      {...form}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      {below ? (
        <>
          <HStack gap="2">{row}</HStack>
          {below}
        </>
      ) : (
        row
      )}
    </chakra.form>
  );
}

export interface FilterSelectProps extends Omit<SelectProps, 'onChange' | 'value' | 'placeholder' | 'aria-label' | 'field'> {
  /** the accessible name (the select has no visible label) */
  label: string;
  value: string;
  /** receives '' for `all` */
  onChange: (value: string) => void;
  /** the first option, meaning no filter: 全部类型, 全部状态... */
  all: string;
}

/** The {@link Select} of a filter bar: small, on white, no visible label, `all` (value '') first. Root props (w, size) go to the root. */
export function FilterSelect({ label, all, fieldProps, ...select }: FilterSelectProps) {
  return <Select size="sm" aria-label={label} placeholder={all} fieldProps={{ bg: 'white', ...fieldProps }} {...select} />;
}

/** Options of a FilterSelect from a list of values shown as they are (or through `labels`). */
export const optionsOf = <V extends string>(values: readonly V[], labels?: Record<V, string>): { value: V; label: string }[] => values.map((v) => ({ value: v, label: labels?.[v] ?? v }));

export interface FilterInputProps {
  /** the accessible name; shown beside a date field (whose placeholder is the browser's) and as a text field's placeholder */
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'date';
  /** the field's width from sm up (full width on a phone) */
  w: string;
  maxLength?: number;
  /** a text field's placeholder when it should say more than the label (what a keyword matches) */
  placeholder?: string;
}

/** A small text or date field of a filter bar; a date field has its name written beside it. */
export function FilterInput({ label, value, onChange, type = 'text', w, maxLength = 50, placeholder = label }: FilterInputProps) {
  const input = <Input size="sm" type={type} w={{ base: 'full', sm: w }} aria-label={label} placeholder={placeholder} value={value} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} />;
  if (type === 'text') return input;
  return (
    <HStack gap="1" w={{ base: 'full', sm: 'auto' }}>
      <Note whiteSpace="nowrap">{label}</Note>
      {input}
    </HStack>
  );
}

export interface KeywordBarProps {
  /** the field's accessible name and placeholder */
  label: string;
  /** the keyword the list applies now (from the page's search params) */
  applied: string | undefined;
  /** receives the trimmed keyword, or undefined for none (搜索) */
  onApply: (keyword: string | undefined) => void;
  maxLength?: number;
  /** the keyword field's width from sm up; 64 by default */
  w?: string;
  /** the field's placeholder when it should say more than the label */
  placeholder?: string;
  /** more filter fields after the keyword field (selects that apply as they change) */
  children?: ReactNode;
  /** filter fields before the keyword field */
  before?: ReactNode;
  /** 重置 of a bar with more filters: clears them and the keyword (in one change of the search); without it 重置 shows while a keyword applies and clears it; false: no 重置 */
  onReset?: (() => void) | false | undefined;
  /** a content page's search box: a search field (role searchbox) that takes the room its buttons leave, on one line on a phone too */
  searchBox?: boolean;
}

/**
 * A {@link FilterBar} around a keyword field (and the list's other filters, `before` and
 * `children`): 搜索 applies what is typed, 重置 empties the field and clears the filters.
 */
export function KeywordBar({ label, applied, onApply, maxLength = 50, w = '64', placeholder, children, before, onReset, searchBox = false }: KeywordBarProps) {
  const [keyword, setKeyword] = useState(applied ?? '');
  const reset = onReset === false ? undefined : (onReset ?? (applied ? () => onApply(undefined) : undefined));
  return (
    <FilterBar
      {...(searchBox && { flexWrap: 'nowrap', w: { base: 'full', md: 'auto' } })}
      onSearch={() => onApply(keyword.trim() || undefined)}
      onReset={
        reset &&
        (() => {
          setKeyword('');
          reset();
        })
      }
    >
      {before}
      {searchBox ? (
        <Input aria-label={label} type="search" value={keyword} maxLength={maxLength} placeholder={placeholder ?? label} onChange={(e) => setKeyword(e.target.value)} size="sm" bg="white" flex="1" minW={{ md: w }} />
      ) : (
        <FilterInput label={label} value={keyword} onChange={setKeyword} w={w} maxLength={maxLength} placeholder={placeholder} />
      )}
      {children}
    </FilterBar>
  );
}
