import { escapeHtml } from '@album-club/contracts/text';
import type { MailMessage } from '../../integrations/mail/mailer.ts';

export interface FriendMailInput {
  to: string;
  giverName: string;
  albumTitle: string;
  artist: string;
  situation: string;
  description: string;
  link: string;
}

/** A header carries one line: control characters (CR, LF) become spaces. */
const oneLine = (text: string) => text.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();

/**
 * The e-mail to a friend: the album, the giver's words and the link, as plain text and as HTML
 * with every listener-written value escaped. The link comes first in the text part.
 */
export function friendMail(input: FriendMailInput): MailMessage {
  const subject = oneLine(`An album for you from ${input.giverName}`).slice(0, 200);
  const text = [
    `${input.giverName} thinks you'll love ${input.albumTitle} by ${input.artist} — perfect for ${input.situation}.`,
    '',
    'Open it in Album Club and say what you think (no account needed):',
    input.link,
    '',
    `Why ${input.giverName} recommends it:`,
    input.description,
    '',
    'Album Club: Recs for Right Now',
  ].join('\n');
  const e = {
    giver: escapeHtml(input.giverName),
    title: escapeHtml(input.albumTitle),
    artist: escapeHtml(input.artist),
    situation: escapeHtml(input.situation),
    description: escapeHtml(input.description).replace(/\r?\n/g, '<br>'),
    link: escapeHtml(input.link),
  };
  const html = `<!doctype html>
<html lang="en"><body style="font-family:system-ui,sans-serif;color:#1b1a2e;max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:14px;color:#6b6a80">Album Club: Recs for Right Now</p>
<h1 style="font-size:22px;margin:8px 0">${e.giver} recommends an album for you</h1>
<p style="font-size:18px;margin:16px 0 4px"><strong>${e.title}</strong></p>
<p style="margin:0 0 12px">${e.artist} · perfect for ${e.situation}</p>
<blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid #7c5cff;background:#f4f2ff">${e.description}</blockquote>
<p><a href="${e.link}" style="display:inline-block;padding:12px 20px;border-radius:999px;background:#7c5cff;color:#fff;text-decoration:none">Open it in Album Club</a></p>
<p style="font-size:13px;color:#6b6a80">No account needed. If the button does not work, open this address: ${e.link}</p>
</body></html>`;
  return { to: input.to, subject, text, html };
}
