// autocannon ships no types; only what the benchmarks use.
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      method?: 'GET' | 'POST';
      body?: string;
      headers?: Record<string, string>;
      connections?: number;
      duration?: number;
      title?: string;
      /** Sent in turn by every connection, instead of method/body/headers. */
      requests?: { method?: 'GET' | 'POST'; path?: string; headers?: Record<string, string>; body?: string }[];
    }
    interface Histogram {
      average: number;
      /** Requests: how many were answered in all (autocannon sets it on result.requests). */
      total?: number;
      p50: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      non2xx: number;
      errors: number;
    }
  }
  function autocannon(opts: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
