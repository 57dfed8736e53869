import sanitizeHtml from 'sanitize-html';

/**
 * The formatting a newsletter may carry: paragraphs, headings, emphasis, lists, quotes, links and
 * images. Everything else (scripts, styles, event handlers, frames, forms) is removed on the server
 * before the message is stored, whatever the editor sent.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'style'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The only style kept is the one set below: an image never overflows a phone's screen.
  allowedStyles: { img: { 'max-width': [/^100%$/], height: [/^auto$/] } },
  transformTags: {
    // Transforms run before the attribute filter: what they set is kept, nothing else is.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href && { href: attribs.href }), target: '_blank', rel: 'noopener noreferrer' },
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, alt: attribs.alt ?? '', style: 'max-width:100%;height:auto' },
    }),
  },
};

export function sanitizeCampaignHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
