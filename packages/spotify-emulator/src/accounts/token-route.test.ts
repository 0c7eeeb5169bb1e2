import { describe, expect, it } from 'vitest';
import { DEMO_CLIENT } from './client-registry.ts';
import { form } from '../test-support/pkce-pair.ts';
import { emulatorPerFile } from '../test-support/emulator-per-file.ts';
import type { ValidatedEmulator } from '../test-support/validated-emulator.ts';

let emulator: ValidatedEmulator;
const basic = `Basic ${Buffer.from(`${DEMO_CLIENT.clientId}:${DEMO_CLIENT.clientSecret ?? ''}`).toString('base64')}`;

emulatorPerFile((started) => (emulator = started));

async function token(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const init = form(fields);
  const response = await fetch(`${emulator.url}/api/token`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), ...headers },
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, string | number>,
  };
}

describe('POST /api/token', () => {
  it('rotates refresh tokens: a used refresh token is refused as revoked', async () => {
    const issued = emulator.admin.issueTokens('night-owl');
    const first = await token(
      { grant_type: 'refresh_token', refresh_token: issued.refresh_token },
      { authorization: basic },
    );
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(issued.refresh_token);
    expect(first.body.access_token).not.toBe(issued.access_token);
    const reuse = await token(
      { grant_type: 'refresh_token', refresh_token: issued.refresh_token },
      { authorization: basic },
    );
    expect(reuse).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Refresh token revoked' },
    });
  });

  it('accepts client credentials in the body as well as in a Basic header, and checks the secret', async () => {
    const issued = emulator.admin.issueTokens('night-owl');
    const body = await token({
      grant_type: 'refresh_token',
      refresh_token: issued.refresh_token,
      client_id: DEMO_CLIENT.clientId,
      client_secret: DEMO_CLIENT.clientSecret ?? '',
    });
    expect(body.status).toBe(200);
    const wrong = await token({
      grant_type: 'refresh_token',
      refresh_token: String(body.body.refresh_token),
      client_id: DEMO_CLIENT.clientId,
      client_secret: 'wrong',
    });
    expect(wrong).toEqual({
      status: 400,
      body: { error: 'invalid_client', error_description: 'Invalid client secret' },
    });
    const missing = await token({
      grant_type: 'refresh_token',
      refresh_token: String(body.body.refresh_token),
      client_id: DEMO_CLIENT.clientId,
    });
    expect(missing.body.error).toBe('invalid_client');
  });

  it('answers revoked users, unknown tokens and bad grant types with Spotify’s error bodies', async () => {
    const issued = emulator.admin.issueTokens('night-owl');
    emulator.admin.revokeUser('night-owl');
    expect(
      (
        await token(
          { grant_type: 'refresh_token', refresh_token: issued.refresh_token },
          { authorization: basic },
        )
      ).body,
    ).toEqual({ error: 'invalid_grant', error_description: 'Refresh token revoked' });
    expect(
      (
        await token(
          { grant_type: 'refresh_token', refresh_token: 'AQnope' },
          { authorization: basic },
        )
      ).body.error_description,
    ).toBe('Invalid refresh token');
    expect((await token({}, { authorization: basic })).body).toEqual({
      error: 'unsupported_grant_type',
      error_description: 'grant_type parameter is missing',
    });
    expect((await token({ grant_type: 'password' }, { authorization: basic })).body.error).toBe(
      'unsupported_grant_type',
    );
  });

  it('issues access tokens with the configured lifetime, and expired ones stop working', async () => {
    emulator.admin.setAccessTokenTtl(1);
    const issued = emulator.admin.issueTokens('night-owl');
    expect(issued.expires_in).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const me = await fetch(`${emulator.url}/v1/me`, {
      headers: { authorization: `Bearer ${issued.access_token}` },
    });
    expect(me.status).toBe(401);
    expect(await me.json()).toEqual({
      error: { status: 401, message: 'The access token expired' },
    });
  });
});
