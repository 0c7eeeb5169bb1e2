import type { MomentContext } from '../../src/engine/recommend-input.ts';

export interface BreadthMoment {
  context: MomentContext;
  hour: number;
}

const m = (situation: string, company: string, mood: string, hour: number): BreadthMoment => ({
  context: { situation, company, mood },
  hour,
});

// prettier-ignore
/**
 * 57 varied everyday moments, one listener each, for counting how widely first picks spread over
 * the catalog. No judgements: a good engine answers different moments with different albums.
 */
export const BREADTH_SET: BreadthMoment[] = [
  m('christmas morning', 'the kids', 'excited', 8),
  m('dinner party', 'six friends', 'chatty', 20),
  m('rainy sunday', '', 'lazy', 15),
  m('grandma is visiting', 'my grandma', 'happy', 14),
  m('italian family dinner', 'my whole family', 'hungry', 19),
  m('driving to my chemo appointment', 'my sister', 'scared', 9),
  m('doing the dishes', '', 'tired', 21),
  m('morning run', '', 'determined', 6),
  m('studying for finals', '', 'stressed', 22),
  m('falling asleep', '', 'restless', 0),
  m('first date at my place', 'a new date', 'nervous', 20),
  m('breakup', '', 'devastated', 23),
  m('cleaning the whole flat', 'my flatmate', 'motivated', 11),
  m('working from home', '', 'focused', 10),
  m('road trip through the mountains', 'my best friend', 'free', 13),
  m('hangover breakfast', '', 'fragile', 11),
  m('pre-drinks before a night out', 'the lads', 'hyped', 22),
  m('painting the living room', 'my partner', 'cheerful', 12),
  m('funeral reception', 'relatives', 'sad', 15),
  m('sunday church', 'the congregation', 'peaceful', 10),
  m('wedding dance floor', 'everyone', 'ecstatic', 22),
  m("kid's birthday party", 'ten six-year-olds', 'chaotic', 15),
  m('yoga', '', 'centred', 7),
  m('lifting weights', '', 'angry', 18),
  m('reading a novel', '', 'cosy', 16),
  m('cooking a curry', 'my husband', 'content', 19),
  m('gardening', '', 'peaceful', 10),
  m('commute on a packed train', '', 'grumpy', 8),
  m('late night drive through the city', '', 'lonely', 1),
  m('beach day', 'friends', 'sunny', 14),
  m('snowed in', 'my partner', 'snug', 17),
  m('halloween party', 'friends', 'spooky', 21),
  m('coding a side project', '', 'in the zone', 23),
  m('writing poetry', '', 'melancholy', 2),
  m('baking cookies', 'my kids', 'playful', 16),
  m('my cat died', '', 'grieving', 20),
  m('getting ready for a job interview', '', 'nervous', 8),
  m('celebrating a promotion', 'coworkers', 'proud', 18),
  m('long flight', '', 'bored', 3),
  m('camping by the lake', 'my family', 'relaxed', 21),
  m('house party', 'strangers', 'wild', 23),
  m('meditating after work', '', 'drained', 18),
  m('folding laundry', '', 'meh', 14),
  m('watching the sunset', 'my girlfriend', 'romantic', 19),
  m('thunderstorm outside', '', 'moody', 17),
  m('playing board games', 'family', 'competitive', 19),
  m('putting the baby to sleep', 'my newborn', 'exhausted', 20),
  m('moving house', 'friends helping', 'stressed', 12),
  m('autumn walk in the park', 'my dog', 'nostalgic', 16),
  m('spring cleaning', '', 'energetic', 10),
  m('protest march', 'comrades', 'angry', 12),
  m('video game marathon', 'online friends', 'competitive', 22),
  m('heartbroken and drunk', '', 'bitter', 2),
  m('quiet coffee at dawn', '', 'reflective', 6),
  m('sunday brunch', 'old friends', 'giddy', 11),
  m('hospital waiting room', 'my mum', 'anxious', 13),
  m('stargazing', 'my son', 'awestruck', 23),
];
