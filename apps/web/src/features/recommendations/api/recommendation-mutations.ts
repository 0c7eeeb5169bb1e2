import { mutationOptions } from '@tanstack/react-query';
import type { RecommendationRequestState } from '../../../lib/new-recommendation.ts';
import { takeRecommendation } from './early-recommendation.ts';

export const recommendationKeys = {
  ask: () => ['recommendation', 'ask'] as const,
};

export interface RecommendationAsk {
  moment: RecommendationRequestState;
  displayName: string;
}

/**
 * Each ask is a new recommendation (the server counts and stores it), never a cached answer, so
 * it is a mutation: the answer asked for early for the same moment if there is one, else a new
 * request. Which answer the screen keeps is the hook's business.
 */
export const recommendationMutationOptions = () =>
  mutationOptions({
    mutationKey: recommendationKeys.ask(),
    mutationFn: ({ moment, displayName }: RecommendationAsk) =>
      takeRecommendation(moment, { displayName }),
  });
