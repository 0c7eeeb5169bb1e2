import type { GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { account, session, user, verification } from '../db/schema/auth.ts';
import type { Mailer } from '../integrations/mail/mailer.ts';
import type { SmsSender } from '../integrations/sms/sms-sender.ts';
import type { SpotifySettings } from '../integrations/spotify/spotify-settings.ts';
import {
  existingAccountMail,
  passwordResetMail,
  signInCodeText,
  verificationMail,
} from './auth-messages.ts';
import {
  googleProvider,
  placeholderEmail,
  realEmail,
  spotifyProvider,
  type GoogleSettings,
} from './auth-providers.ts';
import { betterAuthLogger } from './auth-logger.ts';
import { storableUser } from './auth-request-fields.ts';
import {
  AUTH_COOKIE_PREFIX,
  CLIENT_IP_HEADER,
  DISABLED_AUTH_PATHS,
  PENDING_MERGE_COOKIE,
  SIGN_IN_ERROR_PATH,
} from './auth-constants.ts';
import type { RateLimiter } from './rate-limit/rate-limiter.ts';
import { isTextableNumber } from './phone-number-rules.ts';
import { forgetPasswordOnProviderLink } from './provider-link.ts';
import { sendSignInMail } from './sign-in-mail-cap.ts';
import type { TokenCipher } from './token-cipher.ts';

export interface AuthDeps {
  config: AppConfig;
  db: Database;
  cipher: TokenCipher;
  mailer: Mailer;
  sms: SmsSender;
  /** Counts sign-in mail per mailbox (see sign-in-mail-cap.ts). */
  limiter: RateLimiter;
  log: FastifyBaseLogger;
  spotify: SpotifySettings | undefined;
  google: GoogleSettings | undefined;
  /** Moves everything the anonymous listener made into the account they signed in to. */
  mergeAnonymousInto(anonymousUserId: string, userId: string): Promise<void>;
  /** A session of the user ended (sign-out, password reset, revocation): refuse it at once. */
  sessionEnded(userId: string): void;
}

const SEVEN_DAYS = 7 * 24 * 60 * 60;
const ONE_DAY = 24 * 60 * 60;
const PROVIDER_TOKEN_FIELDS = ['accessToken', 'refreshToken', 'idToken'] as const;

/**
 * Every sign-in method and the sessions, on the product's own tables. better-auth is loaded here,
 * on first use (the server warms it up right after it starts listening), so it does not hold up
 * start-up.
 */
export async function createAuth(deps: AuthDeps) {
  const atRest = import('./tokens-at-rest.ts');
  const [{ betterAuth }, { drizzleAdapter }, { genericOAuth }, { anonymous }, { phoneNumber }] =
    await Promise.all([
      import('better-auth/minimal'),
      import('better-auth/adapters/drizzle'),
      import('better-auth/plugins/generic-oauth'),
      import('better-auth/plugins/anonymous'),
      import('better-auth/plugins/phone-number'),
    ]);
  const { tokensAtRest, createTokenHasher } = await atRest;
  const { config, cipher, log } = deps;
  const https = config.publicUrl.startsWith('https://');
  const origin = new URL(config.publicUrl).origin;

  // Provider tokens never reach the database in the clear (AES-256-GCM, TOKEN_ENCRYPTION_KEY).
  const sealTokens = <T extends Record<string, unknown>>(row: T): T => {
    const sealed: Record<string, unknown> = { ...row };
    for (const field of PROVIDER_TOKEN_FIELDS) {
      const value = sealed[field];
      if (typeof value === 'string' && value && !cipher.isSealed(value))
        sealed[field] = cipher.encrypt(value);
    }
    return sealed as T;
  };

  const providers: GenericOAuthConfig[] = [];
  if (deps.spotify) providers.push(spotifyProvider(deps.spotify));
  if (deps.google) providers.push(googleProvider(deps.google));

  return betterAuth({
    appName: 'Album Club',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.secrets.authSecret.reveal(),
    database: drizzleAdapter(deps.db, {
      provider: 'pg',
      schema: { user, session, account, verification },
      transaction: true,
    }),
    trustedOrigins: [origin],
    telemetry: { enabled: false },
    logger: betterAuthLogger(log),
    // Limits are enforced in front of this handler, counted in the database (see auth-bridge).
    rateLimit: { enabled: false },
    session: { expiresIn: SEVEN_DAYS, updateAge: ONE_DAY, cookieCache: { enabled: false } },
    account: {
      // Google's verified address links even to an unconfirmed account, whose password goes
      // (see provider-link.ts): a sign-up with someone's address cannot block their Google sign-in.
      accountLinking: { enabled: true, requireLocalEmailVerified: false },
      updateAccountOnSignIn: true,
    },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: https,
      disableCSRFCheck: false,
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    disabledPaths: DISABLED_AUTH_PATHS,
    onAPIError: { errorURL: `${config.publicUrl}${SIGN_IN_ERROR_PATH}` },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      requireEmailVerification: true,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: owner, url }) => {
        // Phone, Spotify and anonymous accounts hold a placeholder address no mail reaches.
        const to = realEmail(owner.email);
        if (!to) return;
        await sendSignInMail(deps.limiter, log, to, () =>
          deps.mailer.send(passwordResetMail(to, url)),
        );
      },
      onExistingUserSignUp: async ({ user: existing }) => {
        await sendSignInMail(deps.limiter, log, existing.email, () =>
          deps.mailer.send(existingAccountMail(existing.email, `${config.publicUrl}/#/`)),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: ONE_DAY,
      sendVerificationEmail: async ({ user: recipient, url }) => {
        await sendSignInMail(deps.limiter, log, recipient.email, () =>
          deps.mailer.send(verificationMail(recipient.email, url)),
        );
      },
    },
    databaseHooks: {
      user: {
        create: { before: async (row) => ({ data: storableUser(row) }) },
        update: { before: async (row) => ({ data: storableUser(row) }) },
      },
      account: {
        create: {
          before: async (row, ctx) => {
            // A provider linked to an existing account keeps no password set before it.
            if (ctx && (await forgetPasswordOnProviderLink(ctx.context.internalAdapter, row)))
              deps.sessionEnded(row.userId);
            return { data: sealTokens(row) };
          },
        },
        update: { before: async (row) => ({ data: sealTokens(row) }) },
      },
      session: {
        delete: { after: async (row) => deps.sessionEnded(row.userId) },
      },
    },
    plugins: [
      tokensAtRest(createTokenHasher(config.secrets.authSecret.reveal()), deps.db),
      genericOAuth({ config: providers }),
      anonymous({
        generateName: () => 'Anonymous listener',
        generateRandomEmail: () => `anonymous-${crypto.randomUUID()}@users.invalid`,
        // The merge deletes the anonymous user itself, in the same transaction as the move.
        disableDeleteAnonymousUser: true,
        onLinkAccount: async ({ anonymousUser, newUser, ctx }) => {
          try {
            await deps.mergeAnonymousInto(anonymousUser.user.id, newUser.user.id);
          } catch (error) {
            // Spec: a failed merge is logged and sign-in still succeeds. The anonymous session
            // stays valid, and this cookie lets POST /auth/merge-accounts finish the job.
            log.error({ err: error }, 'merging an anonymous listener failed; kept for a retry');
            const anonymousCookie = ctx.getCookie(ctx.context.authCookies.sessionToken.name);
            if (anonymousCookie) {
              ctx.setCookie(PENDING_MERGE_COOKIE(https), anonymousCookie, {
                httpOnly: true,
                sameSite: 'lax',
                secure: https,
                path: '/',
                maxAge: ONE_DAY,
              });
            }
          }
        },
      }),
      phoneNumber({
        otpLength: 6,
        expiresIn: 300,
        allowedAttempts: 3,
        phoneNumberValidator: (value) =>
          isTextableNumber(value, { fictionalAllowed: deps.config.sms.kind !== 'twilio' }),
        sendOTP: async ({ phoneNumber: to, code }) => {
          await deps.sms.send({ to, text: signInCodeText(code) });
        },
        signUpOnVerification: {
          getTempEmail: (value) => placeholderEmail('phone', value.replace(/\D/g, '')),
          getTempName: (value) => `Listener ${value.slice(-4)}`,
        },
      }),
    ],
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;
