import type { Persona } from '../personas/persona-data.ts';
import { escapeHtml, page } from '../http/html.ts';
import { SCOPE_DESCRIPTIONS } from './scopes.ts';

const historyLink = (key: string) =>
  `/history/${encodeURIComponent(key)}/extended-streaming-history.zip`;

export function consentPage(
  requestId: string,
  clientId: string,
  scopes: string[],
  personas: readonly Persona[],
  redirectUri: string,
) {
  const listeners = personas
    .map(
      (
        persona,
        index,
      ) => `<label class="persona"><input type="radio" name="user" value="${escapeHtml(persona.definition.key)}"${index === 0 ? ' checked' : ''}>
<span><strong>${escapeHtml(persona.definition.displayName)}</strong><br><span class="blurb">${escapeHtml(persona.definition.blurb)}</span><br><a class="blurb" href="${historyLink(persona.definition.key)}" download>Download their Extended Streaming History (ZIP)</a></span></label>`,
    )
    .join('\n');
  const asks = scopes
    .map((scope) => `<li>${escapeHtml(SCOPE_DESCRIPTIONS[scope] ?? scope)}</li>`)
    .join('');
  return page(
    'Log in to Spotify (emulator)',
    `<p><span class="badge">DEMO SPOTIFY</span></p>
<h1>Choose a demo listener</h1>
<p class="blurb">This is the local Spotify emulator. Pick whose account to continue as.</p>
<form method="post" action="/authorize/decision">
<input type="hidden" name="request" value="${escapeHtml(requestId)}">
${listeners}
<p>App <code>${escapeHtml(clientId)}</code> would like to:</p>
<ul>${asks || '<li>Read your public profile</li>'}</ul>
<button class="accept" type="submit" name="action" value="accept">Agree</button>
<button class="cancel" type="submit" name="action" value="cancel">Cancel</button>
</form>`,
    [new URL(redirectUri).origin],
  );
}

export function errorPage(message: string) {
  return page(
    'Error (Spotify emulator)',
    `<h1>Oops! Something went wrong</h1><p class="error">${escapeHtml(message)}</p>`,
  );
}
