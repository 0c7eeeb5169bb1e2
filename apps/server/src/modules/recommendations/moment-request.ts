import type { z } from 'zod';
import type { enhancedRecommendationRequestSchema } from '@album-club/contracts/recommendations';
import type { MomentRequest } from './recommendations.service.ts';

type Body = z.output<typeof enhancedRecommendationRequestSchema>;

/** The request's moment: the form's fields, with the spec's `responses.activity` as situation. */
export function momentFromRequest(body: Body): MomentRequest {
  return {
    situation: body.situation || body.responses.activity,
    company: body.company || undefined,
    mood: body.mood || undefined,
    wantNew: body.responses.wantNew,
    hour: body.currentHour,
    weekday: body.currentWeekday,
    utcOffsetMinutes: body.utcOffsetMinutes,
    topArtists: body.userProfile?.top_artists,
  };
}
