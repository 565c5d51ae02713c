/**
 * Text for HTML the gateway writes itself (a drawn page's title, link-preview tags, the
 * sitemap): nothing in it can end an element, an attribute or an entity.
 */
export const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
