import { Box, Button, chakra, Flex, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { RATING_MAX, type AnswerValue, type Question } from '@portal/api';
import * as t from '../../i18n/zh-CN';

export interface QuestionFieldProps {
  question: Question;
  /** 0-based position; shown as 1-based */
  index: number;
  value: AnswerValue;
  onChange: (value: AnswerValue) => void;
  /** the refusal to show under the question (a required one left empty) */
  problem?: string | undefined;
}

/**
 * One question as the answer page (/qt) and the designer's phone preview show it: large text and
 * large, full-width choice buttons for older users (at least 48 px high), a number or text box,
 * five rating buttons. The choices are real radio or checkbox inputs, so they are labelled and
 * reachable by keyboard.
 */
export function QuestionField({ question: q, index, value, onChange, problem }: QuestionFieldProps) {
  const Q = t.ageAppropriate.qt;
  const name = `q${index}`;
  const titleId = `${name}-title`;
  const choices = q.kind === 'single' || q.kind === 'multiple';
  const picked = (o: string) => (Array.isArray(value) ? value.includes(o) : value === o);
  const toggle = (o: string) => {
    if (q.kind === 'single') onChange(o);
    else {
      const list = Array.isArray(value) ? value : [];
      onChange(list.includes(o) ? list.filter((v) => v !== o) : [...list, o]);
    }
  };
  return (
    <Box role="group" aria-labelledby={titleId} data-testid="question" borderWidth="1px" borderColor={problem ? 'red.400' : 'border'} rounded="lg" p="4" bg="white">
      <Text id={titleId} fontSize="xl" fontWeight="semibold" lineHeight="1.5" mb="3">
        {index + 1}. {q.title}
        {q.kind === 'multiple' && <chakra.span fontWeight="normal">{Q.multiple}</chakra.span>}
        {q.required && (
          <chakra.span color="red.600" fontSize="md" ms="2">
            *{Q.required}
          </chakra.span>
        )}
      </Text>
      {choices && (
        <Stack gap="3">
          {q.options.map((o, k) => (
            <chakra.label
              key={k}
              display="flex"
              alignItems="center"
              gap="3"
              minH="14"
              px="4"
              rounded="md"
              borderWidth="2px"
              borderColor={picked(o) ? 'brand.600' : 'border'}
              bg={picked(o) ? 'brand.50' : 'white'}
              fontSize="xl"
              cursor="pointer"
            >
              <input type={q.kind === 'single' ? 'radio' : 'checkbox'} name={name} checked={picked(o)} onChange={() => toggle(o)} style={{ width: 24, height: 24 }} />
              {o}
            </chakra.label>
          ))}
        </Stack>
      )}
      {q.kind === 'text' && <Textarea aria-labelledby={titleId} fontSize="xl" rows={3} maxLength={1000} placeholder={Q.text} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)} />}
      {q.kind === 'number' && (
        <Input
          aria-labelledby={titleId}
          type="number"
          inputMode="decimal"
          h="14"
          fontSize="xl"
          placeholder={Q.number}
          value={typeof value === 'number' ? String(value) : ''}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        />
      )}
      {q.kind === 'rating' && (
        <Flex gap="2" role="radiogroup" aria-labelledby={titleId}>
          {Array.from({ length: RATING_MAX }, (_v, k) => k + 1).map((n) => (
            <Button key={n} role="radio" aria-checked={value === n} aria-label={Q.stars(n)} flex="1" h="14" fontSize="2xl" variant={typeof value === 'number' && value >= n ? 'solid' : 'outline'} colorPalette="orange" onClick={() => onChange(n)}>
              ★
            </Button>
          ))}
        </Flex>
      )}
      {problem && (
        <Text color="red.600" fontSize="lg" mt="2" role="alert">
          {problem}
        </Text>
      )}
    </Box>
  );
}
