/**
 * Fault injection, off by default. The gateway's resilience tests and the
 * benchmarks use it to make chosen contract paths slow, fail with a 5xx, or
 * drop the connection without answering, or answer a chosen JSON body in
 * place of the real one (docs/architecture.md invariant 6: a failing upstream,
 * or one answering what the contract does not promise, must never take the
 * gateway down).
 *
 * Rules come from CLOUD_API_FAULTS at start, e.g.
 *   {"/getUserTotalProgress":{"mode":"slow","delayMs":1500},
 *    "/getEvents":{"mode":"error","status":503},
 *    "/getusn":{"mode":"drop"},
 *    "/getBatchID":{"mode":"answer","json":{"bpid":"x"}}}
 * and, when CLOUD_API_FAULT_ADMIN=true, from POST /__faults at run time
 * (DELETE /__faults clears them). A rule may carry `rate` (0..1, default 1)
 * to hit only a share of the calls: at random by default, or, with
 * `"spread":"even"`, the n-th call whenever n × rate passes a whole number
 * (rate 0.3: calls 4, 7, 10, 14, …), so that no stretch of calls holds more
 * than its share and one more. A test whose outcome hangs on the share itself
 * (a circuit breaker's threshold) uses "even", never luck. The key "*" matches
 * every path that has no rule of its own.
 *
 * Mode "hold" keeps a call waiting, with no time limit of its own, until
 * POST /__faults/release (or DELETE /__faults) lets it through; GET
 * /__faults/held lists the paths of the calls waiting. Tests use it to see
 * which calls are in flight at the same moment without measuring time
 * (a busy machine makes any duration meaningless).
 */
import express, { type RequestHandler, type Router } from 'express';
import { z } from 'zod';

const rate = z.number().min(0).max(1).default(1);
const spread = z.enum(['random', 'even']).default('random');

const faultRuleSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('slow'), delayMs: z.number().int().min(0).max(600_000), rate, spread }).strict(),
  z.object({ mode: z.literal('error'), status: z.number().int().min(500).max(599).default(503), rate, spread }).strict(),
  z.object({ mode: z.literal('drop'), rate, spread }).strict(),
  z.object({ mode: z.literal('hold'), rate, spread }).strict(),
  // An answer the contract does not promise, for the gateway's boundary checks.
  z.object({ mode: z.literal('answer'), status: z.number().int().min(200).max(599).default(200), json: z.unknown(), rate, spread }).strict(),
]);

const faultRulesSchema = z.record(z.string().regex(/^(\*|\/\S*)$/, 'a path starting with / or "*"'), faultRuleSchema);

export type FaultRule = z.infer<typeof faultRuleSchema>;
export type FaultRules = Record<string, FaultRule>;

/** Parses rules given as a JSON string or an object; throws with a readable message. */
export function parseFaultRules(input: string | unknown | undefined): FaultRules {
  if (input === undefined || input === null || input === '') return {};
  let value: unknown = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      throw new Error('fault rules are not valid JSON');
    }
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const bad = Object.keys(value).filter((k) => !/^(\*|\/\S*)$/.test(k));
    if (bad.length) throw new Error(`${bad.join(', ')}: each key must be a path starting with / or "*"`);
  }
  const parsed = faultRulesSchema.safeParse(value);
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; '));
  }
  return parsed.data;
}

export type Faults = {
  /** Mount before the routes it should affect. */
  middleware: RequestHandler;
  /** POST/DELETE/GET /__faults; mount only when fault admin is enabled. */
  adminRouter: Router;
  rules(): FaultRules;
  setRules(rules: FaultRules): void;
};

export function createFaults(initial: FaultRules = {}): Faults {
  let current: FaultRules = { ...initial };
  /** Calls kept waiting by a "hold" rule, in arrival order. */
  const held = new Set<{ path: string; release: () => void }>();
  const releaseAll = () => {
    for (const call of [...held]) call.release();
  };
  /** Calls seen so far by each rule spread evenly; new rules start again at none. */
  const seen = new WeakMap<FaultRule, number>();
  const hits = (rule: FaultRule): boolean => {
    if (rule.rate >= 1) return true;
    if (rule.spread === 'random') return Math.random() < rule.rate;
    const n = (seen.get(rule) ?? 0) + 1;
    seen.set(rule, n);
    return Math.floor(n * rule.rate) > Math.floor((n - 1) * rule.rate);
  };

  const middleware: RequestHandler = (req, res, next) => {
    const rule = current[req.path] ?? current['*'];
    if (!rule || !hits(rule)) return next();
    switch (rule.mode) {
      case 'slow': {
        const timer = setTimeout(next, rule.delayMs);
        // A client that gives up should not keep the timer alive for nothing.
        res.on('close', () => clearTimeout(timer));
        return;
      }
      case 'error':
        res.status(rule.status).json({ error: { code: 'INJECTED_FAULT', message: `Injected fault on ${req.path}` } });
        return;
      case 'drop':
        // No answer at all: the caller sees a reset connection (socket hang up).
        req.socket.destroy();
        return;
      case 'hold': {
        const call = {
          path: req.path,
          release: () => {
            if (held.delete(call)) next();
          },
        };
        held.add(call);
        // A caller that gave up is no longer in flight.
        res.on('close', () => held.delete(call));
        return;
      }
      case 'answer':
        res.status(rule.status).json(rule.json ?? null);
        return;
    }
  };

  const adminRouter = express.Router();
  adminRouter.get('/__faults', (_req, res) => {
    res.json({ rules: current });
  });
  adminRouter.post('/__faults', express.json({ limit: '64kb' }), (req, res) => {
    try {
      current = parseFaultRules(req.body ?? {});
    } catch (err) {
      res.status(400).json({ error: { code: 'BAD_REQUEST', message: (err as Error).message } });
      return;
    }
    res.json({ rules: current });
  });
  adminRouter.delete('/__faults', (_req, res) => {
    current = {};
    releaseAll();
    res.json({ rules: current });
  });
  adminRouter.get('/__faults/held', (_req, res) => {
    res.json({ held: [...held].map((call) => call.path) });
  });
  adminRouter.post('/__faults/release', (_req, res) => {
    const released = held.size;
    releaseAll();
    res.json({ released });
  });

  return {
    middleware,
    adminRouter,
    rules: () => current,
    setRules: (rules) => {
      current = { ...rules };
    },
  };
}
