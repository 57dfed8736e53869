import { describe, expect, it } from '@jest/globals';
import {
  imageMarkup,
  isSafeUrl,
  linkMarkup,
  replaceSelection,
  textToHtml,
  wrapSelection,
} from './message-markup';

describe('the message markup', () => {
  it('turns blank lines into paragraphs and single line breaks into <br>', () => {
    expect(textToHtml('One\r\ntwo\n\n\n  Three  \n')).toBe('<p>One<br>two</p>\n<p>Three</p>');
    expect(textToHtml('  \n ')).toBe('');
  });

  it('wraps the selection in bold or italic and keeps it selected', () => {
    expect(wrapSelection('make this bold', 5, 9, 'strong')).toEqual({
      value: 'make <strong>this</strong> bold',
      selectionStart: 13,
      selectionEnd: 17,
    });
    expect(wrapSelection('ab', 1, 1, 'em').value).toBe('a<em></em>b');
  });

  it('puts a link or an image in place of the selection, escaping what was typed', () => {
    const link = linkMarkup('https://example.org/?a=1&b="2"', 'Our <site>');
    expect(link).toBe('<a href="https://example.org/?a=1&amp;b=&quot;2&quot;">Our &lt;site&gt;</a>');
    expect(linkMarkup(' https://example.org ', ' ')).toBe(
      '<a href="https://example.org">https://example.org</a>',
    );
    expect(imageMarkup('https://example.org/a.png', 'A "vase"')).toBe(
      '<img src="https://example.org/a.png" alt="A &quot;vase&quot;">',
    );
    expect(replaceSelection('see X now', 4, 5, link)).toMatchObject({ selectionStart: 4 + link.length });
  });

  it('accepts web and mail links, and web images only', () => {
    expect(isSafeUrl('https://example.org/x', 'link')).toBe(true);
    expect(isSafeUrl('mailto:info@example.org', 'link')).toBe(true);
    expect(isSafeUrl('javascript:alert(1)', 'link')).toBe(false);
    expect(isSafeUrl('mailto:info@example.org', 'image')).toBe(false);
    expect(isSafeUrl('http://example.org/a.png', 'image')).toBe(true);
    expect(isSafeUrl('https://exa mple.org', 'link')).toBe(false);
  });
});
