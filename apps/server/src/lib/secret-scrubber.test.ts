import { describe, expect, it } from 'vitest';
import { createSecretScrubber } from './secret-scrubber.ts';

describe('the secret scrubber every log line passes', () => {
  it('replaces a configured secret as written, URL-encoded and JSON-escaped', () => {
    const scrubber = createSecretScrubber(['p@ss/word "quoted"']);
    const line = JSON.stringify({
      plain: 'p@ss/word "quoted"',
      url: `smtp://u:${encodeURIComponent('p@ss/word "quoted"')}@host`,
    });
    const clean = scrubber.scrub(line);
    expect(clean).not.toContain('p@ss');
    expect(clean).not.toContain(encodeURIComponent('p@ss/word'));
    expect(JSON.parse(clean)).toEqual({ plain: '[redacted]', url: 'smtp://u:[redacted]@host' });
  });

  it('learns secrets known only later, and ignores values too short to hunt for', () => {
    const scrubber = createSecretScrubber();
    scrubber.add(['generated-secret-value', 'short']);
    expect(scrubber.scrub('a generated-secret-value, short')).toBe('a [redacted], short');
  });

  it('masks tokens that URLs carry, in a path or a query, wherever they appear', () => {
    const scrubber = createSecretScrubber();
    expect(
      scrubber.scrub(
        'GET /api/auth/reset-password/AbC123?callbackURL=%2F then /x?token=eyJ&lang=en',
      ),
    ).toBe(
      'GET /api/auth/reset-password/[redacted]?callbackURL=%2F then /x?token=[redacted]&lang=en',
    );
    expect(scrubber.scrub('/#/?reset=Zz9&code=123456')).toBe(
      '/#/?reset=[redacted]&code=[redacted]',
    );
  });
});
