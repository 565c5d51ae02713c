/**
 * The one time limit of a GraphQL request (REQUEST_DEADLINE_MS), shared by
 * every upstream call it makes and by their retries (issue 6, item 3). A
 * point in time, not an AbortSignal: each attempt makes its own short-lived
 * signal from what is left, so no shared signal collects a listener per call
 * (Node warns past 10) and nothing builds an abort error unless time runs out.
 */
export class Deadline {
  private at: number;

  constructor(readonly ms: number) {
    this.at = performance.now() + ms;
  }

  /**
   * Ends it now: calls and retries not yet started fail at once with UPSTREAM_TIMEOUT
   * (a page that went out without the answers it waited for, page-drawing.ts); an
   * attempt already out ends within its own time limit.
   */
  end(): void {
    this.at = Math.min(this.at, performance.now());
  }

  /** Milliseconds left; zero or less once the deadline has passed. */
  left(): number {
    return this.at - performance.now();
  }
}
