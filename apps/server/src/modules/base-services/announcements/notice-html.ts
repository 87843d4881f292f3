import { NOTICE_HTML_TAGS } from '@console/core';
import sanitizeHtml from 'sanitize-html';

/**
 * The only markup an announcement keeps: paragraphs, line breaks, emphasis, headings, lists, quotes
 * and links to http(s) or console paths. Everything else (scripts, styles, event handlers, images,
 * iframes, `javascript:` links) is dropped on the server, whatever the editor sent.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...NOTICE_HTML_TAGS],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link always opens apart from the console and tells the browser not to hand over the opener.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href && { href: attribs.href }),
        target: '_blank',
        rel: 'noopener noreferrer',
      },
    }),
    b: 'strong',
    i: 'em',
  },
};

/** The announcement body as stored: sanitised HTML. */
export function sanitiseNoticeHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether sanitised HTML has anything a reader would see (text), so an empty editor is refused. */
export function hasVisibleText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '').length > 0;
}
