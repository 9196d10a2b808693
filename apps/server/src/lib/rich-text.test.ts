import { describe, expect, it } from 'vitest';
import { richTextIsEmpty, richTextToPlain, sanitizeRichText } from './rich-text';

const rel = 'rel="nofollow noopener noreferrer" target="_blank"';

describe('sanitizeRichText', () => {
  it('keeps a Chinese paragraph exactly as written', () => {
    const html = '<p>本品采用新疆长绒棉，手感柔软：“亲肤、透气”。</p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps the editor formatting, nested', () => {
    const html =
      '<h2>规格</h2><p><strong><em>加粗斜体</em></strong> <u>下划线</u> <s>删除</s></p>' +
      '<ul><li><p>一</p></li></ul><ol><li>二</li></ol><blockquote><p>引用</p></blockquote><hr />' +
      '<table><thead><tr><th>名</th></tr></thead><tbody><tr><td>值</td></tr></tbody></table>' +
      '<pre><code>a &lt; b</code></pre>';
    expect(sanitizeRichText(html)).toBe(html);
    // Tags outside the list go, their text stays.
    expect(sanitizeRichText('<div><span><p>段<b>落</b></p></span></div>')).toBe('<p>段<b>落</b></p>');
  });

  it('drops scripts, styles, frames, forms and svg with their content', () => {
    expect(sanitizeRichText('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeRichText('<style>p{color:red}</style><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<iframe src="https://evil.example"><p>inside</p></iframe><p>x</p>')).toBe(
      '<p>x</p>',
    );
    expect(sanitizeRichText('<svg onload="alert(1)"><text>t</text></svg><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<form action="/pay"><input name="a"><p>f</p></form><p>x</p>')).toBe('<p>x</p>');
  });

  it('drops event handlers, style and class', () => {
    expect(sanitizeRichText('<p style="color:red" class="big" onclick="alert(1)">x</p>')).toBe('<p>x</p>');
    const img = sanitizeRichText('<img src="https://cdn.example/a.png" onerror="alert(1)" style="x">');
    expect(img).toBe('<img src="https://cdn.example/a.png" />');
  });

  it('gives every link rel and target, whatever the input said', () => {
    expect(sanitizeRichText('<a href="https://shop.example/p" target="_self" rel="opener">店</a>')).toBe(
      `<a href="https://shop.example/p" ${rel}>店</a>`,
    );
    expect(sanitizeRichText('<a href="mailto:sales@shop.example">信</a>')).toBe(
      `<a href="mailto:sales@shop.example" ${rel}>信</a>`,
    );
    expect(sanitizeRichText('<a href="/products/7">本站</a>')).toBe(`<a href="/products/7" ${rel}>本站</a>`);
    // A service number to call (bulletins and help articles give one).
    expect(sanitizeRichText('<a href="tel:4008008888">400-800-8888</a>')).toBe(
      `<a href="tel:4008008888" ${rel}>400-800-8888</a>`,
    );
  });

  it('drops links that are not http(s), mailto, tel or a path on this site, keeping their text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'jav&#x61;script:alert(1)',
      '&#106;avascript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example/',
      '/\\evil.example/',
      '/\t/evil.example/',
      'relative.html',
      '',
    ]) {
      expect(sanitizeRichText(`<p><a href="${href}">x</a></p>`), href).toBe('<p>x</p>');
    }
  });

  it('keeps pictures from http(s) or this site only, with alt and pixel sizes', () => {
    expect(sanitizeRichText('<img src="/files/a.png" alt="图 &amp; 文" width="640" height="480">')).toBe(
      '<img src="/files/a.png" alt="图 &amp; 文" width="640" height="480" />',
    );
    expect(sanitizeRichText('<img src="http://cdn.example/a.png" width="50%">')).toBe(
      '<img src="http://cdn.example/a.png" />',
    );
    for (const src of [
      'data:image/png;base64,iVBORw0KGgo=',
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      'a.png',
    ]) {
      expect(sanitizeRichText(`<p>x<img src="${src}" alt="a"></p>`), src).toBe('<p>x</p>');
    }
  });

  it('is empty when nothing readable is left', () => {
    for (const html of ['', '<p></p>', '<p> </p>\n<p><br></p>', '<p>&nbsp;</p>', '<script>x</script>']) {
      expect(sanitizeRichText(html), html).toBe('');
      expect(richTextIsEmpty(html), html).toBe(true);
    }
    expect(richTextIsEmpty('<p><img src="/files/a.png"></p>')).toBe(false);
    expect(richTextIsEmpty('<p><img src="data:image/png;base64,AA"></p>')).toBe(true);
    expect(richTextIsEmpty('<p>字</p>')).toBe(false);
  });
});

describe('richTextToPlain', () => {
  it('gives the text, a line per block, entities decoded', () => {
    expect(
      richTextToPlain(
        '<h2>标题</h2>\n<p>A &amp; B &lt;1&gt; &quot;q&quot;&nbsp;x</p><ul><li>一</li><li>二 <b>粗</b></li></ul>',
      ),
    ).toBe('标题\nA & B <1> "q" x\n一\n二 粗');
    expect(richTextToPlain('<p>a<br>b</p><table><tr><td>1</td> <td>2</td></tr></table>')).toBe('a\nb\n1\t2');
    expect(richTextToPlain('<pre>x\n  y</pre>')).toBe('x\n  y');
    expect(richTextToPlain('<p>a<script>alert(1)</script></p>')).toBe('a');
    expect(richTextToPlain('<p></p>')).toBe('');
  });
});
