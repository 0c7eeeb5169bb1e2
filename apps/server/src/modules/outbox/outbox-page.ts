import type { StoredOutboxEntry } from '../../lib/outbox.repository.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const linkify = (text: string) =>
  escape(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function card(message: StoredOutboxEntry): string {
  const kind = message.channel === 'sms' ? 'Text message' : 'E-mail';
  return `<article><header><span class="kind">${kind}</span> to <strong>${escape(message.recipient)}</strong>
<time datetime="${message.createdAt.toISOString()}">${message.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</time></header>
${message.subject ? `<h2>${escape(message.subject)}</h2>` : ''}<pre>${linkify(message.text)}</pre></article>`;
}

/** A plain page in the product's colours; no script, so the strict CSP holds. */
export function outboxPage(messages: StoredOutboxEntry[]): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox · Album Club (demo)</title>
<style>body{font-family:system-ui,sans-serif;background:#0c0a1d;color:#f4f1ff;margin:0;padding:24px}
main{max-width:640px;margin:auto}h1{font-size:1.5rem}p.note{color:#a59dcc}
article{background:#141129;border:1px solid #2a2550;border-radius:24px;padding:16px 20px;margin:12px 0}
header{color:#c9c2ea;font-size:.9rem;display:flex;flex-wrap:wrap;gap:6px;align-items:baseline}
time{margin-left:auto;color:#8079a8;font-size:.8rem}.kind{background:#ec4899;color:#fff;border-radius:999px;padding:2px 10px;font-size:.75rem;font-weight:700}
h2{font-size:1rem;margin:10px 0 0}pre{white-space:pre-wrap;word-break:break-word;font-family:inherit;color:#f4f1ff}a{color:#f472b6}</style>
</head><body><main><h1>Outbox</h1>
<p class="note">Demo mode: sign-in codes and e-mails appear here instead of being sent. This page does not exist in production.</p>
${messages.length === 0 ? '<p class="note">Nothing yet.</p>' : messages.map(card).join('\n')}
</main></body></html>`;
}
