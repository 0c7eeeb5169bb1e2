import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process wrote to standard output and standard error, so far. */
  output(): string;
  /** Resolves with the first line (either stream) that matches, waiting for it to be written. */
  waitForLine(pattern: RegExp): Promise<string>;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** `src/server.ts` as its own process, with exactly the environment given (and PATH). */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'src/server.ts'],
    {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let text = '';
  const watchers: { pattern: RegExp; resolve: (line: string) => void }[] = [];
  const check = () => {
    for (const watcher of [...watchers]) {
      const line = text.split('\n').find((candidate) => watcher.pattern.test(candidate));
      if (line === undefined) continue;
      watchers.splice(watchers.indexOf(watcher), 1);
      watcher.resolve(line);
    }
  };
  const collect = (chunk: Buffer) => {
    text += chunk.toString('utf8');
    check();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  // 'close' comes once the process has ended and both streams are read to the end.
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  return {
    child,
    output: () => text,
    waitForLine: (pattern) =>
      new Promise((resolve, reject) => {
        watchers.push({ pattern, resolve });
        check();
        void exited.then(() => {
          if (watchers.some((watcher) => watcher.resolve === resolve))
            reject(new Error(`the server exited before writing ${pattern}:\n${text}`));
        });
      }),
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
