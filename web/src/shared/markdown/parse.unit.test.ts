import { describe, expect, it } from 'vitest';
import { type Block, type Inline, parseInline, parseMarkdown, safeUrl } from './parse.ts';

const text = (value: string): Inline => ({ type: 'text', text: value });

describe('safeUrl', () => {
  it('keeps http(s), mailto, tel and relative addresses', () => {
    expect(safeUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeUrl('mailto:service@example.com')).toBe('mailto:service@example.com');
    expect(safeUrl('tel:400-000-0000')).toBe('tel:400-000-0000');
    expect(safeUrl('/helpcenter/aboutus')).toBe('/helpcenter/aboutus');
    expect(safeUrl('#section')).toBe('#section');
    expect(safeUrl('//cdn.example.com/x.png')).toBe('https://cdn.example.com/x.png');
  });
  it('drops script and data addresses, however they are disguised', () => {
    expect(safeUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeUrl('JavaScript:alert(1)')).toBeUndefined();
    expect(safeUrl(' java\nscript:alert(1)')).toBeUndefined();
    expect(safeUrl('java\tscript:alert(1)')).toBeUndefined();
    expect(safeUrl('data:text/html;base64,PHNjcmlwdD4=')).toBeUndefined();
    expect(safeUrl('vbscript:msgbox')).toBeUndefined();
  });
  it('allows only http(s) images', () => {
    expect(safeUrl('mailto:a@b.c', true)).toBeUndefined();
    expect(safeUrl('https://example.com/a.png', true)).toBe('https://example.com/a.png');
  });
});

describe('parseInline', () => {
  it('reads strong, emphasis, strike and code', () => {
    expect(parseInline('**甲方**与*乙方*签订~~旧~~`条款`')).toEqual([
      { type: 'strong', children: [text('甲方')] },
      text('与'),
      { type: 'em', children: [text('乙方')] },
      text('签订'),
      { type: 'del', children: [text('旧')] },
      { type: 'code', text: '条款' },
    ]);
  });
  it('keeps HTML as text', () => {
    expect(parseInline('<script>alert(1)</script><b>x</b>')).toEqual([text('<script>alert(1)</script><b>x</b>')]);
  });
  it('drops an unsafe link but keeps its text', () => {
    expect(parseInline('[点我](javascript:alert(1))')).toEqual([text('点我')]);
  });
  it('reads links with titles and autolinks', () => {
    expect(parseInline('[协议](/helpcenter/inagreement "用户协议") <https://a.cn>')).toEqual([
      { type: 'link', href: '/helpcenter/inagreement', title: '用户协议', children: [text('协议')] },
      text(' '),
      { type: 'link', href: 'https://a.cn', children: [text('https://a.cn')] },
    ]);
  });
  it('reads images with safe addresses only', () => {
    expect(parseInline('![logo](https://a.cn/l.png)')).toEqual([{ type: 'image', src: 'https://a.cn/l.png', alt: 'logo' }]);
    expect(parseInline('![x](javascript:1)')).toEqual([text('x')]);
  });
  it('leaves snake_case words and lone markers alone', () => {
    expect(parseInline('user_agreement_version a * b 2*3')).toEqual([text('user_agreement_version a * b 2*3')]);
  });
  it('honours backslash escapes and breaks lines at newlines', () => {
    expect(parseInline('\\*不是强调\\*\n下一行')).toEqual([text('*不是强调*'), { type: 'br' }, text('下一行')]);
  });
});

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, rules and quotes', () => {
    const blocks = parseMarkdown('# 用户协议\n\n第一段\n续行\n\n---\n\n> 注意：\n> 请仔细阅读');
    expect(blocks).toEqual<Block[]>([
      { type: 'heading', level: 1, children: [text('用户协议')] },
      { type: 'paragraph', children: [text('第一段'), { type: 'br' }, text('续行')] },
      { type: 'hr' },
      { type: 'quote', children: [{ type: 'paragraph', children: [text('注意：'), { type: 'br' }, text('请仔细阅读')] }] },
    ]);
  });
  it('reads numbered and nested lists', () => {
    const blocks = parseMarkdown('3. 第三条\n4. 第四条\n   - 子项一\n   - 子项二\n\n- 另一列表');
    expect(blocks[0]).toEqual({
      type: 'list',
      ordered: true,
      start: 3,
      items: [
        [{ type: 'paragraph', children: [text('第三条')] }],
        [
          { type: 'paragraph', children: [text('第四条')] },
          {
            type: 'list',
            ordered: false,
            start: 1,
            items: [[{ type: 'paragraph', children: [text('子项一')] }], [{ type: 'paragraph', children: [text('子项二')] }]],
          },
        ],
      ],
    });
    expect(blocks[1]).toMatchObject({ type: 'list', ordered: false, items: [[{ type: 'paragraph' }]] });
  });
  it('keeps fenced code verbatim', () => {
    expect(parseMarkdown('```html\n<b>**x**</b>\n```')).toEqual([{ type: 'code', lang: 'html', text: '<b>**x**</b>' }]);
  });
  it('reads tables with alignment', () => {
    const [table] = parseMarkdown('| 项目 | 电话 |\n|:--|--:|\n| 客服 | 400-000-0000 |');
    expect(table).toEqual({
      type: 'table',
      align: ['left', 'right'],
      header: [[text('项目')], [text('电话')]],
      rows: [[[text('客服')], [text('400-000-0000')]]],
    });
  });
  it('treats Windows line endings like Unix ones', () => {
    expect(parseMarkdown('## 标题\r\n\r\n正文')).toEqual([
      { type: 'heading', level: 2, children: [text('标题')] },
      { type: 'paragraph', children: [text('正文')] },
    ]);
  });
});
