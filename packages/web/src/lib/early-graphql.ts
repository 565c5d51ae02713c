/**
 * The answers to the boot's queries, when the route's HTML already has them or already
 * asked for them (issue 7, section 5):
 * - a page the gateway drew for this request (docs/decisions/168) carries its answers in
 *   a `<script type="application/json" id="early-answers">` data block, by operation name;
 * - otherwise scripts/route-pages.mjs's small script sends the page's queries (listed in
 *   the `early-graphql` data block) while the entry chunk is still downloading
 *   (docs/decisions/161-route-pages.md).
 * Each answer is used once, and only for a request whose body is exactly the one the page
 * lists; anything else goes to the network.
 */
import { PAGE_MARKS } from '@portal/contract/page-drawing';
import { yieldToMain } from './yield-to-main';

type EarlyAnswers = Record<string, { body: string; answer: Promise<Response> } | undefined>;

declare global {
  interface Window {
    __earlyGraphql?: EarlyAnswers;
  }
}

/** Each block read once: a drawn page's answers are tens of kilobytes, and every boot request looks in them. */
const parsedBlocks = new WeakMap<Element, Record<string, unknown>>();

/** A data block's JSON, or an empty record when it is missing or unreadable. */
function dataBlock(block: Element | null): Record<string, unknown> {
  if (!block) return {};
  let parsed = parsedBlocks.get(block);
  if (!parsed) {
    parsed = parseBlock(block);
    parsedBlocks.set(block, parsed);
  }
  return parsed;
}

function parseBlock(block: Element): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(block.textContent ?? '{}');
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The names already answered from each `early-answers` block: each answer serves one request. */
const taken = new WeakMap<Element, Set<string>>();

/** The answer the page brought for exactly this request body, once; the blocks are only there until the boot ends. */
function takeBroughtAnswer(body: string): string | undefined {
  const answers = document.getElementById(PAGE_MARKS.answersBlock);
  if (!answers) return undefined;
  const used = taken.get(answers) ?? new Set<string>();
  taken.set(answers, used);
  const bodies = dataBlock(document.getElementById(PAGE_MARKS.requestsBlock));
  for (const [name, answer] of Object.entries(dataBlock(answers))) {
    if (used.has(name) || bodies[name] !== body) continue;
    used.add(name);
    return JSON.stringify(answer);
  }
  return undefined;
}

/**
 * Ends the early answers' use (app/main.tsx, once the session has answered and the
 * screen's query has been asked): one not taken by then (a signed-out visitor's
 * Dashboard) must not answer a later request after a sign-in. The page's lists go too,
 * so an early script arriving later sends nothing.
 */
export function forgetEarlyAnswers(): void {
  document.getElementById(PAGE_MARKS.requestsBlock)?.remove();
  document.getElementById(PAGE_MARKS.answersBlock)?.remove();
  delete window.__earlyGraphql;
}

/** A fetch for Apollo's HttpLink: the answer the page brought or asked early for the same request, else the network. */
export const fetchWithEarlyAnswers: typeof fetch = (input, init) => {
  if (typeof init?.body === 'string') {
    const answer = takeBroughtAnswer(init.body);
    // Answered in a later task, as the network would: the client's work on the answer
    // (the cache, the screens it wakes) is then not one long task with the boot's.
    if (answer !== undefined) return yieldToMain().then(() => new Response(answer, { status: 200, headers: { 'content-type': 'application/json' } }));
    const early = window.__earlyGraphql;
    if (early) {
      for (const [name, sent] of Object.entries(early)) {
        if (sent?.body !== init.body) continue;
        delete early[name];
        // A failed early request (offline at that moment) is asked again rather than reported.
        return sent.answer.catch(() => fetch(input, init));
      }
    }
  }
  return fetch(input, init);
};
