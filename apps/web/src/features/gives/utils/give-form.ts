import { GIVE_SITUATIONS, type GiveRequest } from '@album-club/contracts/gives';
import { ApiError } from '../../../lib/api-client.ts';

export interface GiveForm {
  albumTitle: string;
  artist: string;
  situation: string;
  description: string;
  recipientEmail: string;
}

export const emptyGiveForm = (prefill: Partial<GiveForm> = {}): GiveForm => ({
  albumTitle: '',
  artist: '',
  situation: GIVE_SITUATIONS[0],
  description: '',
  recipientEmail: '',
  ...prefill,
});

/** Spec: Share is disabled unless album title, artist and description are filled. */
export const canShare = (form: GiveForm) =>
  form.albumTitle.trim() !== '' && form.artist.trim() !== '' && form.description.trim() !== '';

export const toRequest = (form: GiveForm): GiveRequest => ({
  albumTitle: form.albumTitle.trim(),
  artist: form.artist.trim(),
  situation: form.situation as GiveRequest['situation'],
  description: form.description.trim(),
  recipientEmail: form.recipientEmail.trim() || undefined,
});

/** Spec (error catalogue): the answer to any rate limit. */
const RATE_LIMITED = 'Too many requests. Please try again in a few minutes.';
const FAILED = 'Failed to share your recommendation. Please try again.';

/** What a failed share says, by the error's code; the server words limits and bad fields. */
export function shareErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return FAILED;
  if (error.code === 'RATE_LIMITED') return error.message || RATE_LIMITED;
  if (error.code === 'VALIDATION_ERROR') return error.message.replace(/^body\.\w+: /, '');
  if (error.code === 'UNAUTHORIZED') return 'Sign in to share a recommendation.';
  if (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT') return error.message;
  return FAILED;
}

/** Spec: the success dialog's reward lines. */
export const rewardLines = { points: '+50 Discovery Points', karma: '+1 Community Karma' };
