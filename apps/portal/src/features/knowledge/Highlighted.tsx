import { chakra } from '@chakra-ui/react';
import { Fragment } from 'react';

/**
 * `text` with every occurrence of the search's `matches` (the parts of the query found, from the
 * server) marked; overlapping pieces merge into one mark.
 */
export function Highlighted({ text, matches }: { text: string; matches: readonly string[] }) {
  const lower = text.toLowerCase();
  const marked = new Array<boolean>(text.length).fill(false);
  for (const m of matches) {
    if (!m) continue;
    for (let at = lower.indexOf(m); at >= 0; at = lower.indexOf(m, at + 1)) marked.fill(true, at, at + m.length);
  }
  const parts: { text: string; mark: boolean }[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = parts[parts.length - 1];
    if (last && last.mark === marked[i]) last.text += text[i];
    else parts.push({ text: text[i]!, mark: marked[i]! });
  }
  return (
    <>
      {parts.map((p, i) =>
        p.mark ? (
          <chakra.mark key={i} bg="yellow.200" color="inherit" px="0">
            {p.text}
          </chakra.mark>
        ) : (
          <Fragment key={i}>{p.text}</Fragment>
        ),
      )}
    </>
  );
}
