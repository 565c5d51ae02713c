/**
 * Text for HTML a server writes itself (the gateway's drawn page titles, link previews
 * and sitemap; the cloud API's stand-in pages and mailbox): nothing in it can end an
 * element, an attribute or an entity.
 */
export const escapeHtml = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
