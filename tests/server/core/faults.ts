import picomatch from 'picomatch';
import * as v from 'valibot';

/** See CONTRACT.md "Control API" for what each kind does. */
const FaultFields = v.object({
  method: v.optional(v.pipe(v.string(), v.toUpperCase())),
  path: v.pipe(v.string(), v.startsWith('/')),
  /** Only requests whose query has these values (one page of a list: `{page: "3"}`). */
  query: v.optional(v.record(v.string(), v.string())),
  kind: v.picklist([
    'latency',
    'hold-until-released',
    'status',
    'malformed',
    'truncate',
    'reset',
    'reset-after-apply',
    'hang',
    'hold-answer',
    'rewrite',
    'slow-answer',
    'html',
    'empty',
    'oversize',
    'fill-list',
    'drip',
    'cut-body',
    'image',
    'markup',
    'status-after-apply',
    'wrong-shape',
    'omit-field',
  ]),
  status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(599))),
  /** Sent as the Retry-After header as is: seconds, or any text (an HTTP date, garbage). */
  retryAfter: v.optional(v.union([v.number(), v.string()])),
  delayMs: v.optional(v.pipe(v.number(), v.minValue(0))),
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** For `oversize`: how many bytes the body has (default 20 MB). */
  bytes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** For `oversize`: whether Content-Length announces the size (default true). */
  declareLength: v.optional(v.boolean()),
  /**
   * For `fill-list`: how many records the list gets (default: the request's `limit`); for
   * `omit-field`: how many records, from the first, lose the field (default 1).
   */
  items: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** For `drip`: bytes sent per `delayMs` (default 16). */
  chunkBytes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** For `rewrite`: fields merged into the real JSON answer, after the handler applied the change. */
  set: v.optional(v.record(v.string(), v.unknown())),
  /** For `image`: what replaces a successful answer's body (hostile-images.ts). */
  image: v.optional(v.picklist(['not-png', 'empty', 'huge', 'bomb'])),
  /** For `wrong-shape`: what stands where the answer's first list was (list-faults.ts). */
  shape: v.optional(v.picklist(['object', 'string', 'null', 'number', 'bare-record'])),
  /** For `omit-field`: the record field the answer leaves out. */
  field: v.optional(v.pipe(v.string(), v.nonEmpty())),
});

export const FaultSchema = v.pipe(
  FaultFields,
  v.forward(
    v.check(
      (fault) => fault.kind !== 'omit-field' || fault.field !== undefined,
      'omit-field needs the `field` to leave out',
    ),
    ['field'],
  ),
);
export type Fault = v.InferOutput<typeof FaultSchema>;

interface ActiveFault {
  fault: Fault;
  /** `*` matches one path segment, `**` any number of them (picomatch globs). */
  matches: (path: string) => boolean;
  remaining: number;
}

type HeldRequestFate = 'go on' | 'drop';

export class FaultTable {
  private active: ActiveFault[] = [];
  /** Requests a `hold-until-released` fault keeps waiting: each is told whether to go on. */
  private holding: ((how: HeldRequestFate) => void)[] = [];

  add(fault: Fault) {
    this.active.push({
      fault,
      matches: picomatch(fault.path, { dot: true }),
      remaining: fault.times ?? Number.POSITIVE_INFINITY,
    });
  }

  /** Clears the faults, and lets the requests they hold go on: a test ending its slow server. */
  clear() {
    this.active = [];
    this.release();
  }

  /** For a request a `hold-until-released` fault met: how the test let it go (`release`). */
  untilReleased() {
    return new Promise<HeldRequestFate>((resolve) => this.holding.push(resolve));
  }

  /**
   * Lets every held request go on to its handler, or drops it (its connection cut, its handler
   * never run: a reset must not apply an old test's write to the fresh state). Answers how many.
   */
  release(how: HeldRequestFate = 'go on') {
    const held = this.holding.splice(0);
    for (const letGo of held) letGo(how);
    return held.length;
  }

  /** The first fault matching this request; consumes one of its `times`. */
  take(method: string, path: string, query: Record<string, string> = {}): Fault | null {
    const hit = this.active.find(
      (a) =>
        a.remaining > 0 &&
        (!a.fault.method || a.fault.method === method) &&
        a.matches(path) &&
        Object.entries(a.fault.query ?? {}).every(([name, value]) => query[name] === value),
    );
    if (!hit) return null;
    hit.remaining -= 1;
    return hit.fault;
  }
}
