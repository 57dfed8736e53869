/**
 * The message body is written in a textarea: blank lines part paragraphs, the toolbar puts in the
 * few tags the server keeps (bold, italic, links, images). The server sanitises the HTML anyway.
 */

/** The text of a textarea as the HTML the API takes: paragraphs and line breaks. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${paragraph.replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/** Whether the body says anything: text other than tags, or an image. */
export function hasBody(text: string): boolean {
  return text.replace(/<[^>]*>/g, '').trim() !== '' || /<img\b/i.test(text);
}

/** Links and images point at the web or a mail address, nothing else (no javascript:). */
export function isSafeUrl(url: string, kind: 'link' | 'image'): boolean {
  const trimmed = url.trim();
  const pattern = kind === 'link' ? /^(https?:\/\/[^\s"<>]+|mailto:[^\s"<>]+)$/i : /^https?:\/\/[^\s"<>]+$/i;
  return pattern.test(trimmed);
}

const attribute = (value: string) =>
  value.trim().replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const content = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function linkMarkup(url: string, label: string): string {
  return `<a href="${attribute(url)}">${content(label.trim() || url.trim())}</a>`;
}

export function imageMarkup(url: string, alt: string): string {
  return `<img src="${attribute(url)}" alt="${attribute(alt)}">`;
}

export type Edit = { value: string; selectionStart: number; selectionEnd: number };

/** Wraps the selection in a tag (bold: `strong`, italic: `em`); the selection stays on the text. */
export function wrapSelection(value: string, start: number, end: number, tag: 'strong' | 'em'): Edit {
  const open = `<${tag}>`;
  const close = `</${tag}>`;
  return {
    value: `${value.slice(0, start)}${open}${value.slice(start, end)}${close}${value.slice(end)}`,
    selectionStart: start + open.length,
    selectionEnd: end + open.length,
  };
}

/** Puts a snippet in place of the selection; the caret goes after it. */
export function replaceSelection(value: string, start: number, end: number, snippet: string): Edit {
  const caret = start + snippet.length;
  return {
    value: `${value.slice(0, start)}${snippet}${value.slice(end)}`,
    selectionStart: caret,
    selectionEnd: caret,
  };
}
