/**
 * The page of the cloud API's local stand-ins for outside services (the exam provider,
 * the test provider, the instructor console, the identity endpoint's mailbox): one
 * document shell, so all read the same, and the one HTML escape of the domain for what
 * they show of a request. A stand-in with more on its page adds its own rules
 * (`extraStyle`) after the shared ones.
 */
import { escapeHtml } from '@portal/domain';
import type { Request } from 'express';

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a202c}fieldset{border:1px solid #cbd5e0;border-radius:.5rem;margin:0 0 1rem;padding:.75rem 1rem}legend{font-weight:600;padding:0 .25rem}label{display:block;padding:.25rem 0}button{font:inherit;padding:.5rem 1.25rem;border-radius:.375rem;border:0;background:#2b6cb0;color:#fff;cursor:pointer}button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #2c5282;outline-offset:2px}dt{font-weight:600}dd{margin:0 0 .5rem}a{color:#2c5282}';

/** A whole page of the stand-in named `provider` ("Exam provider"): its name, the title as h1, then `body` (HTML, escaped by the caller). */
export function standInPage(provider: string, title: string, body: string, extraStyle = ''): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}${extraStyle}</style></head>
<body><main><p>${escapeHtml(provider)} (local stand-in)</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** One cookie of a request to a stand-in (its session or its form's CSRF cookie), decoded; undefined when absent. */
export function requestCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0 || part.slice(0, at).trim() !== name) continue;
    const value = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}
