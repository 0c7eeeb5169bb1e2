import { describe, expect, it } from 'vitest';
import { escapeHtml } from './text.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that can start or end markup', () => {
    expect(escapeHtml(`<b class="x">Tom & Jerry's</b>`)).toBe(
      '&lt;b class=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;',
    );
  });
});
