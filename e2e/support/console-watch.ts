import type { Page } from '@playwright/test';

/** Collects script errors and Content-Security-Policy violations a page reports. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(text)) {
      problems.push(`csp: ${text}`);
    }
  });
  return { problems: () => [...problems] };
}
