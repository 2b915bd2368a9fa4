import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_MAX_DEPTH, richTextTooDeep } from '@portal/api';

/** How deep elements nest once an HTML parser (jsdom's parse5) has built the body from `html`. */
function parsedDepth(html: string): number {
  const body = JSDOM.fragment(html);
  let deepest = 0;
  const walk = (node: Node, depth: number) => {
    for (const child of node.childNodes) {
      if (child.nodeType !== 1) continue;
      deepest = Math.max(deepest, depth + 1);
      walk(child, depth + 1);
    }
  };
  walk(body, 0);
  return deepest;
}

const nested = (depth: number) => '<div>'.repeat(depth) + 'x' + '</div>'.repeat(depth);

describe('the rich-text depth scan (issue 11, defect 1)', () => {
  it(`allows ${RICH_TEXT_MAX_DEPTH} levels and refuses one more, counting tags as the parser does`, () => {
    expect(richTextTooDeep(nested(RICH_TEXT_MAX_DEPTH))).toBe(false);
    expect(richTextTooDeep(nested(RICH_TEXT_MAX_DEPTH + 1))).toBe(true);
    expect(richTextTooDeep('<p>a<br>b<img src="x"><hr></p>'.repeat(1000))).toBe(false);
    expect(richTextTooDeep('<div>'.repeat(RICH_TEXT_MAX_DEPTH + 1))).toBe(true);
    // tricks that hide start tags from a naive scan: quoted '<' or '>', comments, stray end tags
    expect(richTextTooDeep('<div title="a>b<c">'.repeat(RICH_TEXT_MAX_DEPTH + 1))).toBe(true);
    expect(richTextTooDeep('<!-->' + '<div>'.repeat(RICH_TEXT_MAX_DEPTH + 1))).toBe(true);
    expect(richTextTooDeep('<!-- x --!>' + '<div>'.repeat(RICH_TEXT_MAX_DEPTH + 1))).toBe(true);
    expect(richTextTooDeep('<div></span></p>'.repeat(RICH_TEXT_MAX_DEPTH + 1))).toBe(true);
  });

  it('takes linear time on hostile input', () => {
    for (const hostile of ['<a'.repeat(100_000), '<!--'.repeat(50_000), '<a b="'.repeat(30_000), '<a =\''.repeat(30_000)]) {
      const started = performance.now();
      richTextTooDeep(hostile);
      expect(performance.now() - started).toBeLessThan(200);
    }
  });

  it('never lets through HTML that the parser nests deeper than the limit', () => {
    const opener = fc.constantFrom('<div>', '<span>', '<em>', '<b>', '<i>', '<u>', '<p>', '<li>', '<td>', '<table>', '<svg>', '<div/>');
    const other = fc.constantFrom('</div>', '</b>', '</p>', '</svg>', '<br/>', '<!--', '-->', '--!>', '<!-->', '"', "'", '<a title="', '">', 'x', '<', '>', '=', ' ');
    const piece = fc.oneof({ arbitrary: opener, weight: 12 }, { arbitrary: other, weight: 2 });
    let deep = 0;
    fc.assert(
      fc.property(fc.array(piece, { minLength: 40, maxLength: 300, size: 'max' }), (pieces) => {
        const html = pieces.join('');
        if (parsedDepth(html) <= RICH_TEXT_MAX_DEPTH) return;
        deep += 1;
        expect(richTextTooDeep(html)).toBe(true);
      }),
      { numRuns: 300 },
    );
    expect(deep).toBeGreaterThan(30);
  });
});
