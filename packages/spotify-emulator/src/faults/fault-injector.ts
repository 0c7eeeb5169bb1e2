/** Which requests a fault applies to: the Web API (default), the accounts service, or both. */
export type FaultTarget = 'api' | 'accounts' | 'all';

export type FaultSpec =
  | {
      kind: 'status';
      status: 403 | 404 | 500 | 502 | 503;
      count: number;
      target?: FaultTarget;
      path?: string;
    }
  | { kind: 'latency'; ms: number; count: number; target?: FaultTarget; path?: string }
  | {
      kind: 'rate-limit';
      retryAfterSeconds: number;
      count: number;
      target?: FaultTarget;
      path?: string;
    };

export type Fault = FaultSpec & { remaining: number };

export function targetOf(pathname: string): Exclude<FaultTarget, 'all'> | undefined {
  if (pathname.startsWith('/v1/')) return 'api';
  if (pathname === '/api/token' || pathname.startsWith('/authorize')) return 'accounts';
  return undefined;
}

/** Faults queued by tests: each applies to the next `count` matching requests, then disappears. */
export class FaultInjector {
  #faults: Fault[] = [];

  add(spec: FaultSpec): void {
    if (!Number.isInteger(spec.count) || spec.count < 1)
      throw new RangeError('count must be a positive integer');
    this.#faults.push({ ...spec, remaining: spec.count });
  }

  /** Consumes and returns every fault that applies to this request (at most one of each kind). */
  take(pathname: string): { latencyMs: number; failure?: Fault } {
    const target = targetOf(pathname);
    let latencyMs = 0;
    let failure: Fault | undefined;
    let latencyTaken = false;
    for (const fault of this.#faults) {
      if (fault.remaining <= 0 || !target) continue;
      const wanted = fault.target ?? 'api';
      if (wanted !== 'all' && wanted !== target) continue;
      if (fault.path && !pathname.startsWith(fault.path)) continue;
      if (fault.kind === 'latency') {
        if (latencyTaken) continue;
        latencyTaken = true;
        latencyMs = fault.ms;
        fault.remaining--;
      } else if (!failure) {
        failure = fault;
        fault.remaining--;
      }
    }
    this.#faults = this.#faults.filter((fault) => fault.remaining > 0);
    return failure ? { latencyMs, failure } : { latencyMs };
  }

  pending(): readonly Fault[] {
    return this.#faults;
  }

  clear(): void {
    this.#faults = [];
  }
}
