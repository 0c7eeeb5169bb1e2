// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { recommendationRequestOf } from './new-recommendation.ts';

describe('the recommendation request in the router state', () => {
  it('takes the moment the context view sends', () => {
    const state = {
      activity: 'cooking',
      wantNew: 'nah',
      context: { situation: 'cooking', company: 'my kids', mood: 'tired' },
    };
    expect(recommendationRequestOf(state)).toEqual(state);
  });

  it('asks for the activity when the state holds only activity and wantNew', () => {
    expect(recommendationRequestOf({ activity: 'doing the dishes', wantNew: 'yeah' })).toEqual({
      activity: 'doing the dishes',
      wantNew: 'yeah',
      context: { situation: 'doing the dishes', company: '', mood: '' },
    });
  });

  it('has nothing to ask for without an activity, a want-new choice or any words', () => {
    expect(recommendationRequestOf(undefined)).toBeNull();
    expect(recommendationRequestOf({ wantNew: 'yeah' })).toBeNull();
    expect(recommendationRequestOf({ activity: 'x', wantNew: 'maybe' })).toBeNull();
    expect(recommendationRequestOf({ activity: '  ', wantNew: 'nah' })).toBeNull();
  });
});
