/**
 * The answers to the boot's queries, when the route's HTML already asked for them
 * (scripts/route-pages.mjs writes a small script per first route that sends them
 * while the entry chunk is still downloading; issue 7, section 5,
 * docs/decisions/161-route-pages.md). Each answer is used once, and only for a request
 * whose body is exactly the one that script sent; anything else goes to the network.
 */
type EarlyAnswers = Record<string, { body: string; answer: Promise<Response> } | undefined>;

declare global {
  interface Window {
    __earlyGraphql?: EarlyAnswers;
  }
}

/**
 * Ends the early answers' use (app/main.tsx, once the session has answered): one not
 * taken by then (a signed-out visitor's Dashboard) must not answer a later request
 * after a sign-in. The page's list goes too, so an early script arriving later sends nothing.
 */
export function forgetEarlyAnswers(): void {
  document.getElementById('early-graphql')?.remove();
  delete window.__earlyGraphql;
}

/** A fetch for Apollo's HttpLink: the early answer for the same request, else the network. */
export const fetchWithEarlyAnswers: typeof fetch = (input, init) => {
  const early = window.__earlyGraphql;
  if (early && typeof init?.body === 'string') {
    for (const [name, sent] of Object.entries(early)) {
      if (sent?.body !== init.body) continue;
      delete early[name];
      // A failed early request (offline at that moment) is asked again rather than reported.
      return sent.answer.catch(() => fetch(input, init));
    }
  }
  return fetch(input, init);
};
