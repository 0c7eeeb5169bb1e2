import type { GiveRequest } from '@album-club/contracts/gives';
import type { TestBrowser } from '../../test-support/test-browser.ts';

/** A give the catalog knows (Joni Mitchell, Blue), for the tests of this module. */
export const blueGive: GiveRequest = {
  albumTitle: 'Blue',
  artist: 'Joni Mitchell',
  situation: 'Rainy Day',
  description: 'Quiet, honest and perfect with the rain on the window.',
};

export const give = (browser: TestBrowser, body: Partial<GiveRequest> | Record<string, unknown>) =>
  browser.post('/spotify/gives', { ...blueGive, ...body });

/** An address no other test mails, so per-recipient limits never meet across tests. */
let mailbox = 0;
export const friendAddress = (name = 'friend') =>
  `${name}-${Date.now().toString(36)}-${mailbox++}@example.com`;
