import type { MailMessage } from '../integrations/mail/mailer.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }) {
  const button = action
    ? `<p><a href="${escape(action.url)}" style="display:inline-block;background:#ec4899;color:#fff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:600">${escape(action.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#0c0a1d;color:#f4f1ff;padding:24px">
<div style="max-width:480px;margin:auto;background:#141129;border-radius:24px;padding:28px">
<h1 style="font-size:20px">${escape(title)}</h1>${paragraphs.map((p) => `<p style="color:#c9c2ea">${escape(p)}</p>`).join('')}${button}
<p style="color:#8079a8;font-size:12px">Album Club · Recs for Right Now</p></div></body></html>`;
}

export function verificationMail(to: string, url: string): MailMessage {
  const lines = [
    'Confirm this address to finish creating your Album Club account.',
    'The link works for 24 hours. If you did not sign up, ignore this message.',
  ];
  return {
    to,
    subject: 'Confirm your e-mail for Album Club',
    text: `${lines[0]}\n\n${url}\n\n${lines[1]}`,
    html: layout('Confirm your e-mail', lines, { label: 'Confirm e-mail', url }),
  };
}

export function passwordResetMail(to: string, url: string): MailMessage {
  const lines = [
    'Choose a new password for your Album Club account with the link below.',
    'The link works for one hour, once. If you did not ask for it, ignore this message: your password stays as it is.',
  ];
  return {
    to,
    subject: 'Choose a new Album Club password',
    text: `${lines[0]}\n\n${url}\n\n${lines[1]}`,
    html: layout('Choose a new password', lines, { label: 'Choose a new password', url }),
  };
}

/** Someone signed up with an address that already has an account: tell its owner, nobody else. */
export function existingAccountMail(to: string, signInUrl: string): MailMessage {
  const lines = [
    'Someone (hopefully you) tried to create an Album Club account with this address, which already has one.',
    'Sign in with your password instead. If this was not you, nothing has changed.',
  ];
  return {
    to,
    subject: 'You already have an Album Club account',
    text: `${lines.join('\n\n')}\n\n${signInUrl}`,
    html: layout('You already have an account', lines, { label: 'Sign in', url: signInUrl }),
  };
}

export const signInCodeText = (code: string) =>
  `${code} is your Album Club code. It expires in 5 minutes. Never share it.`;
