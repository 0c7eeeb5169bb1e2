import { z } from 'zod';
import { normaliseName } from './album-rules.ts';

/** Spec (business constants): the situations a recommendation can be given for. */
export const GIVE_SITUATIONS = [
  'Making Dinner',
  'Late Night Vibes',
  'Morning Coffee',
  'Road Trip',
  'Working Out',
  'Studying',
  'Rainy Day',
  'Party Time',
  'Cleaning House',
  'Sunday Chill',
] as const;
export type GiveSituation = (typeof GIVE_SITUATIONS)[number];

/** Spec: the share reward. */
export const GIVE_REWARD = { discoveryPoints: 50, communityKarma: 1 } as const;

/** Badges a member can hold, by id, with the name shown. */
export const BADGE_NAMES: Record<string, string> = {
  recommendation: 'Recommendation Badge',
};
export const RECOMMENDATION_BADGE = 'recommendation';

export const GIVE_TITLE_MAX = 200;
export const GIVE_ARTIST_MAX = 200;
export const GIVE_DESCRIPTION_MAX = 500;
export const EMAIL_MAX = 254;

/** How a giver without a public name is shown to the club. */
export const ANONYMOUS_GIVER = 'A club member';

/** Characters that show nothing: format marks (zero-width), blank braille, Hangul fillers. */
const INVISIBLE = /[\p{Cf}\p{Z}\s\u2800\u115F\u1160\u3164\uFFA0]/gu;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} has at most ${max} characters`)
    .refine((value) => value.replace(INVISIBLE, '') !== '', `${label} is required`);

/** A name (album, artist) as one line: no CR/LF, control or direction-override character. */
const name = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .transform(normaliseName)
    .pipe(
      z
        .string()
        .min(1, `${label} is required`)
        .max(max, `${label} has at most ${max} characters`)
        .refine((value) => value.replace(INVISIBLE, '') !== '', `${label} is required`),
    );

const emailAddress = z.email();

/** Spec (Give-rec form): albumTitle, artist, situation, description, recipientEmail. */
export const giveRequestSchema = z.object({
  albumTitle: name('Album title', GIVE_TITLE_MAX),
  artist: name('Artist', GIVE_ARTIST_MAX),
  situation: z.enum(GIVE_SITUATIONS, {
    error: `Perfect for must be one of: ${GIVE_SITUATIONS.join(', ')}`,
  }),
  description: text('Why recommend this?', GIVE_DESCRIPTION_MAX),
  /** Optional; an empty field means no friend. */
  recipientEmail: z
    .string()
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, `The e-mail address has at most ${EMAIL_MAX} characters`)
    // `.invalid` is reserved (RFC 2606): no mail is ever delivered there.
    .refine(
      (value) =>
        value === '' || (emailAddress.safeParse(value).success && !value.endsWith('.invalid')),
      { message: 'Enter a valid e-mail address' },
    )
    .nullable()
    .optional()
    .transform((value) => value || undefined),
});
export type GiveRequest = z.input<typeof giveRequestSchema>;
export type GiveInput = z.output<typeof giveRequestSchema>;

export const badgeSchema = z.object({ id: z.string(), name: z.string() });
export type Badge = z.infer<typeof badgeSchema>;

/** GET /spotify/rewards: the caller's Discovery Points, Community Karma and badges. */
export const rewardsSchema = z.object({
  discoveryPoints: z.number().int(),
  communityKarma: z.number().int(),
  badges: z.array(badgeSchema),
});
export type Rewards = z.infer<typeof rewardsSchema>;

/** POST /spotify/gives: what was stored and the giver's new totals. */
export const giveResponseSchema = z.object({
  success: z.literal(true),
  give: z.object({
    id: z.string(),
    albumId: z.string(),
    albumTitle: z.string(),
    artist: z.string(),
    situation: z.string(),
  }),
  earned: z.object({ discoveryPoints: z.number().int(), communityKarma: z.number().int() }),
  rewards: rewardsSchema,
  /** True on the give that unlocked the Recommendation Badge, and only then. */
  badgeUnlocked: z.boolean(),
  /** The friend's e-mail: none asked for, sent, or not sent (the give itself is kept). */
  email: z.enum(['none', 'sent', 'failed']),
});
export type GiveResponse = z.infer<typeof giveResponseSchema>;

/** GET /spotify/gives/club: recent gives, with nothing that identifies a giver or a recipient. */
export const clubGiveSchema = z.object({
  id: z.string(),
  albumTitle: z.string(),
  artist: z.string(),
  situation: z.string(),
  description: z.string(),
  giverName: z.string(),
  imageUrl: z.string().nullable(),
  givenAt: z.string(),
});
export type ClubGive = z.infer<typeof clubGiveSchema>;
export const clubGivesResponseSchema = z.object({ gives: z.array(clubGiveSchema) });
export const clubGivesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** GET /spotify/gives/friends: the caller's own gives to friends and what became of them. */
export const friendGiveSchema = z.object({
  id: z.string(),
  albumTitle: z.string(),
  artist: z.string(),
  situation: z.string(),
  recipientEmail: z.string(),
  givenAt: z.string(),
  /** sent: mailed; opened: the friend opened the link; not_sent: the e-mail could not be sent. */
  status: z.enum(['sent', 'opened', 'not_sent']),
  openedAt: z.string().nullable(),
  /** The friend's own rating of the album (0–10), once they rated it. */
  friendRating: z.number().nullable(),
});
export type FriendGive = z.infer<typeof friendGiveSchema>;
export const friendGivesResponseSchema = z.object({ gives: z.array(friendGiveSchema) });

/** A friend link's token: 32 random bytes, base64url (43 characters). */
export const friendLinkTokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This recommendation link is not complete.');

/** POST /spotify/gives/open: the recipient opens the link from the e-mail. */
export const openFriendLinkRequestSchema = z.object({ token: friendLinkTokenSchema });

export const openFriendLinkResponseSchema = z.object({
  giveId: z.string(),
  album: z.object({
    id: z.string(),
    title: z.string(),
    artist: z.string(),
    imageUrl: z.string().nullable(),
    spotifyUrl: z.string().nullable(),
  }),
  situation: z.string(),
  description: z.string(),
  giverName: z.string(),
  givenAt: z.string(),
  /** The giver opening their own link sees it as the friend will, without opening it for them. */
  viewer: z.enum(['recipient', 'giver']),
  /** The viewer's own rating of the album, if they rated it. */
  yourRating: z.number().nullable(),
});
export type OpenFriendLinkResponse = z.infer<typeof openFriendLinkResponseSchema>;

/** GET /spotify/album-suggestions: albums from the catalog and the caller's library. */
export const albumSuggestionsQuerySchema = z.object({
  title: z.string().trim().max(GIVE_TITLE_MAX).default(''),
  artist: z.string().trim().max(GIVE_ARTIST_MAX).default(''),
});
export const albumSuggestionSchema = z.object({
  title: z.string(),
  artist: z.string(),
  source: z.enum(['library', 'catalog']),
  year: z.number().int().nullable(),
});
export type AlbumSuggestion = z.infer<typeof albumSuggestionSchema>;
export const albumSuggestionsResponseSchema = z.object({
  suggestions: z.array(albumSuggestionSchema),
});
