// Runs a call in N concurrent loops for a while: latencies, failures, and the servers' CPU time
// per answered call (which holds on a busy or shared machine, unlike requests/s).

/** `cpuSeconds`: reads the total CPU seconds of every server process taking part. */
export async function measureLoad(loops, ms, work, cpuSeconds) {
  const latencies = [];
  const cpuBefore = cpuSeconds();
  let failures = 0;
  /** How the failed calls answered (0: no answer), so a failure can be told from another. */
  const failed = {};
  const until = performance.now() + ms;
  await Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      for (let n = loop; performance.now() < until; n += loops) {
        const started = performance.now();
        const status = await work(loop, n).catch(() => 0);
        if (status === 200) latencies.push(performance.now() - started);
        else {
          failures++;
          failed[status] = (failed[status] ?? 0) + 1;
        }
      }
    }),
  );
  const cpuAfter = cpuSeconds();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  const cpuMsPerCall =
    cpuBefore === null || cpuAfter === null || latencies.length === 0
      ? null
      : ((cpuAfter - cpuBefore) * 1000) / latencies.length;
  return {
    p50: at(0.5) ?? NaN,
    p99: at(0.99) ?? NaN,
    perSecond: latencies.length / (ms / 1000),
    failures,
    failed,
    cpuMsPerCall,
  };
}

/** Sums the CPU readers; null when one of them cannot read. */
export function totalCpu(instances) {
  return () => {
    let total = 0;
    for (const instance of instances) {
      const seconds = instance.cpuSeconds();
      if (seconds === null) return null;
      total += seconds;
    }
    return total;
  };
}
