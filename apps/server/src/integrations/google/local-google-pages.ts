import type { DemoGoogleUser } from './demo-google-users.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,sans-serif;background:#f1f3f4;color:#202124;margin:0;padding:24px;display:flex;justify-content:center}
main{max-width:440px;width:100%;background:#fff;border:1px solid #dadce0;border-radius:24px;padding:32px 28px}
.logo{font-size:1.4rem;font-weight:600;letter-spacing:-.5px}.logo b:nth-child(1){color:#4285f4}.logo b:nth-child(2){color:#ea4335}.logo b:nth-child(3){color:#fbbc05}.logo b:nth-child(4){color:#4285f4}.logo b:nth-child(5){color:#34a853}.logo b:nth-child(6){color:#ea4335}
.badge{display:inline-block;background:#fef7e0;color:#b06000;border-radius:6px;padding:2px 8px;font-size:.75rem;font-weight:700;margin-left:8px}
h1{font-size:1.5rem;font-weight:400;margin:18px 0 4px}p{color:#5f6368}
label{display:flex;gap:12px;align-items:center;border:1px solid #dadce0;border-radius:12px;padding:12px;margin:10px 0;cursor:pointer}
label:has(input:checked){border-color:#1a73e8;background:#e8f0fe}.avatar{width:36px;height:36px;border-radius:50%;background:#1a73e8;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:600}
small{color:#5f6368}.row{display:flex;justify-content:flex-end;gap:12px;margin-top:24px}
button{border:0;border-radius:999px;padding:10px 24px;font-size:.95rem;font-weight:600;cursor:pointer}
.accept{background:#1a73e8;color:#fff}.cancel{background:transparent;color:#1a73e8}button:focus-visible,input:focus-visible{outline:2px solid #1a73e8;outline-offset:2px}.error{color:#d93025}.sr{position:absolute;left:-9999px}`;

function page(title: string, body: string, formAction: string[]) {
  const csp = `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${formAction.join(' ')}`;
  return {
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`,
    headers: {
      'content-security-policy': csp,
      'x-frame-options': 'DENY',
      'cache-control': 'no-store',
    },
  };
}

const LOGO =
  '<div class="logo"><b>G</b><b>o</b><b>o</b><b>g</b><b>l</b><b>e</b><span class="badge">LOCAL STAND-IN</span></div>';

export function chooserPage(
  requestId: string,
  appName: string,
  users: readonly DemoGoogleUser[],
  redirectOrigin: string,
) {
  const choices = users
    .map(
      (
        user,
        index,
      ) => `<label><input type="radio" name="user" value="${escape(user.sub)}"${index === 0 ? ' checked' : ''}>
<span class="avatar" aria-hidden="true">${escape(user.givenName.slice(0, 1))}</span>
<span><strong>${escape(user.name)}</strong><br><small>${escape(user.email)} · ${escape(user.blurb)}</small></span></label>`,
    )
    .join('\n');
  return page(
    'Sign in with Google (local stand-in)',
    `${LOGO}<h1>Choose an account</h1><p>to continue to <strong>${escape(appName)}</strong>. These are demo Google users; nothing leaves this computer.</p>
<form method="post" action="/authorize/decision"><input type="hidden" name="request" value="${escape(requestId)}">
<fieldset style="border:0;padding:0;margin:0"><legend class="sr">Google account</legend>${choices}</fieldset>
<p><small>${escape(appName)} will see your name, e-mail address and profile picture.</small></p>
<div class="row"><button class="cancel" type="submit" name="action" value="cancel">Cancel</button>
<button class="accept" type="submit" name="action" value="accept">Continue</button></div></form>`,
    [redirectOrigin],
  );
}

export function errorPage(message: string) {
  return page(
    'Error (Google stand-in)',
    `${LOGO}<h1>Something went wrong</h1><p class="error">${escape(message)}</p>`,
    [],
  );
}
