import { z } from 'zod';

/** How the listener signs in (spec: account types; 'anonymous' until they create an account). */
export const accountTypeSchema = z.enum(['anonymous', 'spotify', 'google', 'phone', 'email']);
export type AccountType = z.infer<typeof accountTypeSchema>;

/** GET /api/account: the signed-in listener's profile. Never carries tokens. */
export const accountProfileSchema = z.object({
  user: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    image: z.string().nullable(),
    isAnonymous: z.boolean(),
  }),
  accountType: accountTypeSchema,
  /** Every verified way this listener can sign in. */
  methods: z.array(accountTypeSchema.exclude(['anonymous'])),
  spotify: z.object({ connected: z.boolean(), userId: z.string().nullable() }),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

const id = z.string().trim().min(1).max(200);

/** POST /spotify/refresh-token. A token in the body is accepted for compatibility and ignored. */
export const refreshTokenRequestSchema = z
  .object({ refresh_token: z.string().max(4096).optional() })
  .strict();
export const tokenStatusSchema = z.object({
  success: z.literal(true),
  data: z.object({ expires_in: z.number().int(), expires_at: z.string() }),
});

/** GET /auth/retrieve-anonymous-tokens/{spotifyId}: whether the caller's own Spotify session lives. */
export const spotifySessionStatusSchema = z.object({
  success: z.literal(true),
  expired: z.boolean(),
  expires_in: z.number().int(),
});

export const spotifyIdParamsSchema = z.object({ spotifyId: id });
export const refreshAnonymousTokenRequestSchema = z.object({ spotify_id: id });

/** GET /auth/user-profile/{spotifyId}: the caller's own profile in Spotify's shape. */
export const spotifyShapedProfileSchema = z.object({
  id: z.string(),
  display_name: z.string(),
  images: z.array(z.object({ url: z.string() })),
});

export const linkSpotifyRequestSchema = z.object({ spotify_user_id: id, supabase_id: id });
export const mergeAccountsRequestSchema = z.object({
  anonymous_supabase_id: id,
  existing_supabase_id: id,
  spotify_user_id: id.optional(),
});
export const updateAccountTypeRequestSchema = z.object({
  supabase_id: id,
  auth_provider: z.enum(['phone', 'email']),
  is_anonymous: z.literal(false),
});
export const findAccountByEmailRequestSchema = z.object({
  email: z.email().max(320),
  current_supabase_id: id,
});
export const findAccountByEmailResponseSchema = z.object({
  found: z.boolean(),
  canMerge: z.boolean(),
  account: z.object({ spotify_id: z.string().nullable() }).optional(),
});
export const smartMergeRequestSchema = z.object({
  google_email: z.email().max(320).optional(),
  google_name: z.string().max(200).optional(),
  current_supabase_id: id,
  existing_spotify_id: id.optional(),
});

export const successSchema = z.object({ success: z.literal(true) });
export const mergeResultSchema = z.object({ success: z.literal(true), merged: z.boolean() });
export const accountTypeResultSchema = z.object({
  success: z.literal(true),
  accountType: accountTypeSchema,
});

/** Bodies of the legacy calls that carried browser-held tokens; validated, then refused (410). */
export const browserTokensRequestSchema = z.object({}).passthrough();
