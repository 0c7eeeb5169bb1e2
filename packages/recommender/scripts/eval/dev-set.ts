import type { MomentContext } from '../../src/engine/recommend-input.ts';

export interface EvalCase {
  context: MomentContext;
  hour: number;
  /** Names from DESCRIPTOR_FAMILIES and GENRE_FAMILIES. */
  descriptors: string[];
  genres: string[];
}

/** One case from its moment, hour and what should fit, with whatever else a set records. */
export const evalCase = <Extra extends object = object>(
  situation: string,
  company: string,
  mood: string,
  hour: number,
  descriptors: string[],
  genres: string[],
  extra?: Extra,
): EvalCase & Extra => ({
  context: { situation, company, mood },
  hour,
  descriptors,
  genres,
  ...(extra as Extra),
});

const c = evalCase;

// prettier-ignore
/** Everyday descriptions of moments, written apart from the lexicon, with what should fit. */
export const DEV_SET: EvalCase[] = [
  c('scrubbing pots and pans after supper', '', 'content', 20, ['happy', 'warm', 'playful'], ['funk', 'soul', 'pop']),
  c('cramming for my chemistry final', 'alone', 'stressed out', 22, ['focus', 'calm'], ['ambient', 'classical', 'post-rock']),
  c('trying to drift off', '', 'restless', 1, ['calm'], ['ambient', 'classical']),
  c("it's pouring outside, staying in", '', 'a bit blue', 15, ['sad', 'rain'], ['folk', 'dream']),
  c('hitting the treadmill', '', 'determined', 7, ['energetic', 'aggressive'], ['hip hop', 'metal', 'electronic', 'punk']),
  c('long drive up the coast', 'my best mate', 'carefree', 11, ['happy', 'energetic'], ['rock', 'pop']),
  c('candlelit dinner at home', 'my girlfriend', 'affectionate', 20, ['romantic', 'warm'], ['soul', 'jazz']),
  c('building lego', 'my 5 year old', 'silly', 10, ['playful', 'happy'], ['pop']),
  c('sunday afternoon tea', 'my nan', 'cosy', 16, ['warm', 'calm', 'happy'], ['jazz', 'soul', 'folk']),
  c('pregaming before the club', 'the girls', 'hyped', 22, ['party', 'energetic'], ['electronic', 'hip hop', 'pop']),
  c('wandering through the woods', 'my dog', 'at peace', 9, ['pastoral', 'calm'], ['folk', 'ambient']),
  c('sitting with my thoughts', '', 'empty', 3, ['sad', 'nocturnal', 'introspective'], ['ambient', 'folk']),
  c('she just ended things with me', '', 'gutted', 23, ['sad'], ['folk', 'soul']),
  c('answering a mountain of emails', 'coworkers nearby', 'meh', 10, ['focus', 'calm', 'warm'], ['ambient', 'jazz', 'electronic']),
  c('lying on the sand by the sea', '', 'sun-kissed and lazy', 14, ['summer', 'calm', 'warm'], ['reggae', 'brazilian', 'soul', 'pop']),
  c('carving pumpkins', 'roommates', 'in a creepy mood', 19, ['dark'], ['gothic', 'metal']),
  c('stretching on my mat', '', 'centred', 7, ['calm', 'spiritual', 'dreamy'], ['ambient']),
  c('first cup of the day', '', 'groggy', 7, ['warm', 'calm', 'happy'], ['folk', 'jazz', 'soul']),
  c('leg day', '', 'livid with my ex', 18, ['aggressive', 'energetic'], ['metal', 'punk', 'hip hop']),
  c("grandpa's service", 'the whole family', 'heavy hearted', 11, ['grief', 'sad'], ['classical', 'folk', 'ambient']),
  c('painting in my studio', '', 'inspired', 15, ['dreamy', 'warm', 'happy'], ['dream', 'ambient', 'jazz']),
  c('all night gaming session', 'online friends', 'competitive', 23, ['energetic'], ['electronic', 'soundtrack', 'metal']),
  c('watching the snow come down', '', 'nostalgic', 17, ['winter', 'nostalgic', 'calm'], ['folk', 'ambient']),
  c('slow dancing in the kitchen', 'my husband', 'smitten', 21, ['romantic'], ['soul', 'jazz', 'pop']),
  c('curled up with a novel in the tub', '', 'unwinding', 21, ['calm'], ['classical', 'jazz', 'ambient']),
  c('night bus home', '', 'tipsy and reflective', 2, ['nocturnal', 'introspective'], ['electronic', 'hip hop']),
  c('toasting my new job', 'colleagues', 'proud', 18, ['happy', 'energetic', 'party'], ['pop', 'funk', 'soul']),
  c('camping under the stars', 'friends', 'awestruck', 23, ['pastoral', 'dreamy', 'epic'], ['folk', 'ambient', 'post-rock']),
  c('debugging code late', '', 'in the zone', 1, ['focus', 'nocturnal'], ['electronic', 'ambient']),
  c('the morning after a big night out', '', 'fragile', 10, ['calm', 'warm'], ['folk', 'soul', 'ambient']),
  c('thunder rolling in', '', 'moody', 18, ['dark', 'rain', 'sad'], ['post-rock', 'ambient', 'rock']),
  c('backyard cookout', 'the neighbours', 'sunny', 14, ['summer', 'happy'], ['pop', 'soul', 'funk', 'reggae']),
  c('reading bedtime stories', 'my toddler', 'sleepy', 20, ['calm', 'playful'], ['folk', 'pop', 'classical']),
  c('marching for climate justice', 'comrades', 'fired up', 12, ['protest', 'aggressive'], ['punk', 'hip hop']),
  c('quieting my mind', '', 'anxious', 8, ['calm', 'spiritual'], ['ambient', 'classical']),
  c('folding a mountain of clothes', '', 'bored stiff', 16, ['playful', 'happy', 'energetic'], ['pop', 'funk']),
  c('watching the sun go down from the balcony', 'my partner', 'mellow', 19, ['warm', 'romantic', 'calm'], ['soul', 'jazz', 'dream']),
  c('haunted house party', 'friends', 'creeped out', 22, ['dark', 'party'], ['gothic', 'electronic']),
  c('driving across the desert', '', 'free', 13, ['energetic', 'happy'], ['rock', 'country']),
  c('cruising the city streets after midnight', '', 'lonely', 1, ['nocturnal', 'sad'], ['electronic', 'hip hop']),
  c('revising at the library', 'classmates', 'focused', 14, ['focus', 'calm'], ['classical', 'ambient']),
  c("the baby's nap", 'my newborn', 'running on empty', 13, ['calm'], ['ambient', 'classical', 'folk']),
  c('sunrise jog', '', 'energised', 6, ['energetic'], ['electronic', 'pop', 'rock']),
  c('lazy afternoon in the hammock', '', 'blissful', 15, ['calm', 'warm', 'happy'], ['folk', 'brazilian', 'dream']),
  c('writing up my dissertation', '', 'swamped', 11, ['focus', 'calm'], ['ambient', 'classical', 'post-rock']),
];
