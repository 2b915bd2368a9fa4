import fc from 'fast-check';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_MAX_DEPTH, elementDepth, richTextTooDeepMessage } from '@portal/api';
import { cleanRichText } from '../src/modules/notice/richText';

type Element = DefaultTreeAdapterTypes.Element;

/** The body of `html` as an HTML parser builds it (parse5, as jsdom and DOMPurify do). */
function body(html: string): Element {
  const root = parse(html).childNodes.find((n) => n.nodeName === 'html') as Element;
  return root.childNodes.find((n) => n.nodeName === 'body') as Element;
}

const nested = (depth: number) => '<div>'.repeat(depth) + 'x' + '</div>'.repeat(depth);

/** What the server answers for `html` as a rich-text field named 正文: the stored HTML or the refusal. */
const outcome = (html: string) => cleanRichText(html, '正文').then((clean) => ({ clean }), (e: { code: number; message: string }) => ({ code: e.code, message: e.message }));

describe('rich-text nesting as the parser builds it (issue 11, defect 1)', () => {
  it('counts the levels of elements below the body, template contents included, without recursion', () => {
    expect(elementDepth(body(nested(RICH_TEXT_MAX_DEPTH)))).toBe(RICH_TEXT_MAX_DEPTH);
    expect(elementDepth(body('纯文本'))).toBe(0);
    expect(elementDepth(body('<p>a<br>b<img src="x"><hr></p>'.repeat(1000)))).toBe(2);
    expect(elementDepth(body('<p>x</p><template>' + '<div>'.repeat(40) + '</template>'))).toBe(41);
    expect(elementDepth(body('<div>'.repeat(100_000)))).toBe(100_000);
  });

  it('refuses misnested HTML that the parser nests deeper at every repetition, though its tags look balanced', async () => {
    for (const unit of ['<span><div></span>', '<div><table><td></div>', '<b><div></b>', '<div><em></div>x']) {
      const html = unit.repeat(40);
      expect(elementDepth(body(html))).toBeGreaterThan(RICH_TEXT_MAX_DEPTH);
      expect(await outcome(html)).toEqual({ code: 4001, message: richTextTooDeepMessage('正文') });
    }
  });

  it('never stores HTML nested deeper than the limit, and refuses nothing the parser nests within it', async () => {
    const opener = fc.constantFrom('<div>', '<span>', '<em>', '<b>', '<i>', '<u>', '<p>', '<li>', '<td>', '<tr>', '<table>', '<svg>', '<div/>', '<a href="/">', '<template>');
    const other = fc.constantFrom('</div>', '</span>', '</b>', '</em>', '</p>', '</td>', '</table>', '</svg>', '</template>', '<br/>', '<!--', '-->', '--!>', '<!-->', '"', "'", '<a title="', '">', 'x', '<', '>', '=', ' ');
    const piece = fc.oneof({ arbitrary: opener, weight: 8 }, { arbitrary: other, weight: 5 });
    let deep = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { minLength: 20, maxLength: 300, size: 'max' }), async (pieces) => {
        const html = pieces.join('') + '文字';
        const answer = await outcome(html);
        if (elementDepth(body(html)) > RICH_TEXT_MAX_DEPTH) {
          deep += 1;
          expect(answer).toEqual({ code: 4001, message: richTextTooDeepMessage('正文') });
        } else {
          if ('clean' in answer) expect(elementDepth(body(answer.clean))).toBeLessThanOrEqual(RICH_TEXT_MAX_DEPTH);
          else expect(answer).toEqual({ code: 4001, message: '请输入正文' }); // the text fell inside a comment, an attribute or a removed element
        }
      }),
      { numRuns: 300 },
    );
    expect(deep).toBeGreaterThan(30);
  });
});

describe('images in rich text (issue 19, WCAG 1.1.1)', () => {
  it('keep the alternative the editor wrote, and get an empty one (decorative) when there is none', async () => {
    expect(await outcome('<p>图一<img src="/a.png" alt="办理流程图"></p>')).toEqual({ clean: '<p>图一<img src="/a.png" alt="办理流程图"></p>' });
    expect(await outcome('<p>图二<img src="/b.png" onerror="alert(1)"></p>')).toEqual({ clean: '<p>图二<img src="/b.png" alt=""></p>' });
  });
});
