import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./recommend.ts', import.meta.url));
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const run = (args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: root,
    encoding: 'utf8',
  });

describe('recommend CLI', () => {
  it('prints JSON results for a given catalog', () => {
    const dir = mkdtempSync(join(tmpdir(), 'album-club-'));
    const catalog = join(dir, 'catalog.jsonl');
    writeFileSync(
      catalog,
      [
        {
          id: 'a',
          title: 'Hush',
          artist: 'One',
          year: 2001,
          genres: ['Ambient'],
          descriptors: ['tranquil', 'serene'],
        },
        {
          id: 'b',
          title: 'Stomp',
          artist: 'Two',
          year: 2002,
          genres: ['Punk'],
          descriptors: ['rowdy', 'raucous'],
        },
      ]
        .map((album) => JSON.stringify(album))
        .join('\n'),
    );
    const out = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        script,
        '--catalog',
        catalog,
        '--situation',
        'falling asleep',
        '--want-new',
        'yeah',
        '--hour',
        '23',
        '--top',
        '2',
        '--seed',
        '1',
        '--json',
      ],
      { cwd: root, encoding: 'utf8' },
    );
    const { results } = JSON.parse(out) as { results: Record<string, unknown>[] };
    expect(results.map((r) => r.id)).toEqual(['a', 'b']);
    expect(Object.keys(results[0] ?? {}).sort()).toEqual([
      'artist',
      'explanation',
      'id',
      'score',
      'shortExplanation',
      'title',
    ]);
  });

  it('prints its usage on --help', () => {
    const help = run(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('--situation TEXT');
  });

  it('exits non-zero with a one-line message on bad arguments', () => {
    const bad = run(['--situation', 'x', '--want-new', 'sometimes']);
    expect(bad.status).not.toBe(0);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
    expect(bad.stderr).toContain('--want-new must be yeah, nah or your_choice');
  });

  it('exits non-zero, naming the reason, when a catalog has no usable album or cannot be read', () => {
    const dir = mkdtempSync(join(tmpdir(), 'album-club-'));
    writeFileSync(join(dir, 'bad.jsonl'), '{"id":"a"}\n');
    const broken = run(['--situation', 'x', '--catalog', join(dir, 'bad.jsonl')]);
    expect(broken.status).toBe(2);
    expect(broken.stderr.trim().split('\n').at(-1)).toMatch(
      /^recommend: catalog ".*bad.jsonl" has no usable albums: Catalog line 1: "title", "artist" missing or empty \(line skipped\)$/,
    );
  });

  it('exits non-zero when the catalog file is missing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'album-club-'));
    const missing = run(['--situation', 'x', '--catalog', join(dir, 'nope.jsonl')]);
    expect(missing.status).not.toBe(0);
    expect(missing.stderr.trim()).toMatch(/cannot read catalog .*ENOENT/);
  });

  it('skips an odd row with a warning naming its line and still answers from the rest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'album-club-'));
    const catalog = join(dir, 'mixed.jsonl');
    const rows = [
      {
        id: 'a',
        title: 'Hush',
        artist: 'One',
        year: 2001,
        genres: ['Ambient'],
        descriptors: ['tranquil'],
        rating: 7.5,
        votes: 1234,
      },
      { id: 'b', title: 'Stomp', artist: '', year: 2002, genres: ['Punk'], descriptors: ['rowdy'] },
    ];
    writeFileSync(catalog, rows.map((row) => JSON.stringify(row)).join('\n'));
    const result = run([
      '--catalog',
      catalog,
      '--situation',
      'falling asleep',
      '--top',
      '2',
      '--json',
    ]);
    expect(result.status).toBe(0);
    expect(result.stderr.trim()).toBe(
      'recommend: warning: Catalog line 2: "artist" missing or empty (line skipped)',
    );
    const { results } = JSON.parse(result.stdout) as { results: { id: string }[] };
    expect(results.map((r) => r.id)).toEqual(['a']);
  });
});
