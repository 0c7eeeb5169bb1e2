import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../../../scripts/free-port.mjs';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The folder holding initdb and pg_ctl: Debian's newest server version, else the PATH's. */
export function findPostgresBin(): string | undefined {
  if (existsSync(DEBIAN_ROOT)) {
    const versions = readdirSync(DEBIAN_ROOT)
      .filter((name) => existsSync(path.join(DEBIAN_ROOT, name, 'bin', 'pg_ctl')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return path.join(DEBIAN_ROOT, versions[0], 'bin');
  }
  const found = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' });
  const pgCtl = found.status === 0 ? found.stdout.trim() : '';
  return pgCtl && existsSync(path.join(path.dirname(pgCtl), 'initdb'))
    ? path.dirname(pgCtl)
    : undefined;
}

function postgresUser(): { uid: number; gid: number } | undefined {
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

/** Why a local cluster cannot be started here, or undefined when it can. */
export function localPostgresMissing(): string | undefined {
  if (!findPostgresBin())
    return 'initdb and pg_ctl are not installed (apt-get install -y postgresql provides them)';
  if (process.getuid?.() === 0 && !postgresUser())
    return 'running as root, and there is no postgres user to run the cluster as';
  return undefined;
}

export interface LocalPostgres {
  url: string;
  /** `pg_ctl stop`: 'immediate' is a crash (recovery on the next start), 'fast' a clean stop. */
  stop(mode: 'immediate' | 'fast'): Promise<void>;
  /** Starts the cluster; resolves once it accepts connections. */
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL cluster of its own on a free port, for tests that stop and start the database.
 * initdb refuses to run as root, so as root the cluster belongs to, and runs as, `postgres`.
 */
export async function startLocalPostgres(): Promise<LocalPostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(localPostgresMissing());
  const root = mkdtempSync(path.join(tmpdir(), 'album-club-postgres-'));
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? postgresUser() : undefined;
  if (asRoot && !owner) throw new Error(localPostgresMissing());
  if (owner) chownSync(root, owner.uid, owner.gid);
  // Never synchronously: the server under test keeps answering while the database stops.
  const run = async (program: string, args: string[]) => {
    const [command, ...rest] = owner
      ? ['runuser', '-u', 'postgres', '--', path.join(bin, program), ...args]
      : [path.join(bin, program), ...args];
    await promisify(execFile)(command as string, rest, { cwd: root });
  };
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  await run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  // fsync off: a stopped server process, not a lost machine, is what these tests survive.
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run('pg_ctl', [
      'start',
      '-D',
      dataDir,
      '-w',
      '-t',
      '30',
      '-l',
      path.join(root, 'log'),
      '-o',
      options,
    ]);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: (mode) => run('pg_ctl', ['stop', '-D', dataDir, '-w', '-m', mode]),
    start,
    destroy: async () => {
      await run('pg_ctl', ['stop', '-D', dataDir, '-w', '-m', 'immediate']).catch(() => {
        // Already stopped.
      });
      rmSync(root, { recursive: true, force: true });
    },
  };
}
