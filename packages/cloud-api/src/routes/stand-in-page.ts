/**
 * The page of the cloud API's local stand-ins for outside providers (the exam provider,
 * the test provider): one document shell, so both read the same, and one HTML escape for
 * what they show of a request.
 */

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a202c}fieldset{border:1px solid #cbd5e0;border-radius:.5rem;margin:0 0 1rem;padding:.75rem 1rem}legend{font-weight:600;padding:0 .25rem}label{display:block;padding:.25rem 0}button{font:inherit;padding:.5rem 1.25rem;border-radius:.375rem;border:0;background:#2b6cb0;color:#fff;cursor:pointer}button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #2c5282;outline-offset:2px}dt{font-weight:600}dd{margin:0 0 .5rem}a{color:#2c5282}';

/** A whole page of the stand-in named `provider` ("Exam provider"): its name, the title as h1, then `body` (HTML, escaped by the caller). */
export function standInPage(provider: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head>
<body><main><p>${escapeHtml(provider)} (local stand-in)</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}
