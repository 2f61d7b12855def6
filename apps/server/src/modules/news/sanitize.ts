import sanitizeHtml from 'sanitize-html';

/**
 * The one place news HTML is cleaned, on every write: what is stored is what readers' browsers
 * render. An allow-list (the editor's headings, lists, emphasis, links and images); everything
 * else is dropped with its content where it can run (script, style) or unwrapped otherwise.
 * No attribute that can carry script or layout survives: no event handlers, no style, no class.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'a',
    'img',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'] },
  // Links may mail; images only by https address (all the console's CSP lets a page load).
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  transformTags: {
    // Links open apart from the console and cannot reach back into it (window.opener).
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export const sanitizeNewsHtml = (html: string): string => sanitizeHtml(html, OPTIONS).trim();

/** The text of sanitised HTML, for keyword search and to tell an empty body. */
export const textOf = (html: string): string =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
