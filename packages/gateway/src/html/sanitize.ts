/**
 * HTML the university wrote, which the web app renders as HTML: the program
 * page's overview, features and outcomes (spec part 1, section 2), an
 * announcement's description, a quiz or assessment item's stem and options.
 * It arrives from the cloud API as written and is sanitised here, on the
 * server, so no browser ever receives script from it: an allow-list of
 * text-formatting tags, links and images, nothing that runs. One sanitiser for
 * every module (issue 18: it was catalog's, imported by three others).
 */
import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'div',
    'span',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'abbr',
    'a',
    'img',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start', 'type'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
  },
  // No javascript:, data: or vbscript: URLs; images only over http(s).
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped together with their content, not just their tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'noembed', 'noframes', 'title'],
  // An image whose address was removed shows nothing; drop it.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    // A link that opens a new tab must not hand it this window (reverse tabnabbing).
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      return target === '_blank' ? { tagName, attribs: { ...rest, target: '_blank', rel: 'noopener noreferrer' } } : { tagName, attribs: rest };
    },
  },
};

/** The HTML with everything that could run or load unasked removed. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitize(html, OPTIONS).trim();
}
