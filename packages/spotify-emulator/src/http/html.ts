import { escapeHtml } from '@album-club/contracts/text';

export { escapeHtml };

const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'";

/**
 * `formTargets`: origins a form on the page may end up at. Browsers apply form-action to the
 * redirect after a submission too, so the consent page must name the app it sends the user back to.
 */
export function page(
  title: string,
  body: string,
  formTargets: string[] = [],
): { html: string; headers: Record<string, string> } {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#121212;color:#fff;margin:0;padding:24px;display:flex;justify-content:center}
main{max-width:420px;width:100%}h1{font-size:1.4rem}.badge{display:inline-block;background:#1ed760;color:#000;border-radius:4px;padding:2px 6px;font-size:.75rem;font-weight:700}
label.persona{display:flex;gap:12px;align-items:flex-start;background:#1f1f1f;border-radius:8px;padding:12px;margin:8px 0;cursor:pointer}
.blurb{color:#b3b3b3;font-size:.85rem}ul{color:#b3b3b3}button{border:0;border-radius:500px;padding:12px 28px;font-weight:700;font-size:1rem;cursor:pointer;margin:8px 8px 0 0}
.accept{background:#1ed760;color:#000}.cancel{background:transparent;color:#fff;border:1px solid #727272}.error{color:#f15e6c}
img{border-radius:4px}ol{padding-left:1.2rem;color:#b3b3b3}</style></head><body><main>${body}</main></body></html>`;
  return {
    html,
    headers: {
      'content-security-policy': [PAGE_CSP, ...formTargets].join(' '),
      'x-frame-options': 'DENY',
      'cache-control': 'no-store',
    },
  };
}
