import type { MomentEntry } from './moment-entry.ts';

const HUSH = { aggressive: 0.9, noisy: 0.9, chaotic: 0.8, manic: 0.6, dense: 0.3 };

// prettier-ignore
/** How the listener feels, where the music that helps is not simply the feeling itself. */
export const MOODS: MomentEntry[] = [
  {
    id: 'tired',
    cues: [
      'tired', 'exhausted', 'sleepy', 'drained', 'worn out', 'knackered', 'wiped', 'burnt out',
      'burned out', 'fatigued', 'hungover', 'hangover', 'groggy', 'sick', 'ill',
      'under the weather', 'after a party', 'after the party', 'after a house party',
      'after the house party', 'the morning after the party', 'the morning after', 'morning after',
      // The occasion is over: what is left is the quiet after it.
      'after the wedding', 'after my wedding', 'after the reception', 'wedding is over',
      'party is over', "party's over", "everyone's gone", 'everyones gone', 'everyone has gone',
      'everyone left', 'guests left', 'guests are gone', 'after party cleanup', 'party cleanup',
      'after the birthday', 'birthday is over', 'zombie', 'running on empty',
    ],
    label: 'a tired head',
    absorbs: ['wedding', 'party', 'celebrate', 'birthday'],
    want: { mellow: 1, soft: 0.8, calm: 0.7, soothing: 0.7, warm: 0.5, gentle: 0.5 },
    avoid: { ...HUSH, energetic: 0.5, heavy: 0.6 },
    genres: ['soul', 'folk', 'dream pop', 'ambient pop', 'jazz'],
  },
  {
    id: 'stressed',
    cues: [
      'stressed', 'stress', 'anxious', 'anxiety', 'overwhelmed', 'worried', 'nervous', 'panicking',
      'losing it', 'postpartum', 'post partum', 'baby blues',
      'tense', 'on edge', 'frazzled', 'restless', 'unsettled', 'mind racing', 'racing thoughts',
      'overthinking', 'panic attack', 'cant switch off', 'shaken', 'in shock', 'shook', 'rattled',
      'scared', 'freaked out', 'barely holding on', 'holding it together',
    ],
    label: 'a stressed mind',
    want: { soothing: 1, calm: 0.9, peaceful: 0.8, warm: 0.5, meditative: 0.5 },
    avoid: { ...HUSH, anxious: 0.6, suspenseful: 0.5, ominous: 0.5 },
    genres: ['ambient', 'new age', 'modern classical', 'jazz'],
  },
  {
    id: 'sad',
    cues: [
      "can't get out of bed", 'cant get out of bed', "couldn't get out of bed",
      'sad', 'down', 'blue', 'depressed', 'unhappy', 'crying', 'cry', 'cry it out', 'need to cry',
      'good cry', 'wanna cry', 'want to cry', 'teary', 'tearful', 'weepy', 'in a funk',
      'heavy hearted', 'heavy heart', 'heavy', 'gutted', 'depressive episode', 'depressive',
      'depression', 'miserable', 'gloomy', 'bummed',
      'bad day', 'bad day at work', 'rough day', 'rough day at work', 'hard day at work',
      'tough day', 'awful day', 'crap day', 'shit day',
      'heavy heart', 'upset', 'hurt', 'bad news', 'lost my job', 'job loss', 'laid off',
      'got fired', 'lost the game', 'losing the game', 'we lost',
      'lost the match', 'losing the match',
    ],
    label: 'a low mood',
    want: {
      melancholic: 1, sad: 0.9, bittersweet: 0.6, soothing: 0.4, introspective: 0.4, lonely: 0.3,
    },
    avoid: { party: 0.6, hedonistic: 0.5, humorous: 0.4 },
    genres: ['singer-songwriter', 'slowcore', 'indie folk', 'soul'],
    // Company in sorrow, never a record about ending it.
    never: ['suicide'],
  },
  {
    id: 'happy',
    cues: [
      'happy', 'great', 'good', 'joyful', 'cheerful', 'elated', 'glad', 'thrilled', 'buzzing',
      'on top of the world', 'amazing', 'fantastic', 'giddy', 'grateful',
    ],
    label: 'a good mood',
    want: { happy: 1, uplifting: 0.8, playful: 0.6, optimistic: 0.6, bright: 0.5, warm: 0.3 },
    avoid: { depressive: 0.7, funereal: 0.7, misanthropic: 0.5 },
    genres: ['pop', 'indie pop', 'funk', 'soul'],
  },
  {
    id: 'hopeful',
    cues: [
      'hopeful', 'optimistic', 'hope', 'fresh start', 'new beginning', 'inspired', 'better',
      'relieved', 'relief',
    ],
    label: 'a hopeful mood',
    want: { optimistic: 1, uplifting: 0.9, bright: 0.6, triumphant: 0.4, warm: 0.4, anthemic: 0.3 },
    avoid: { pessimistic: 0.8, nihilistic: 0.8, depressive: 0.7 },
    genres: ['indie pop', 'folk', 'soul', 'gospel'],
  },
  {
    // A short fuse over a chore or traffic wants taking the edge off, not feeding it.
    id: 'irked',
    cues: [
      'annoyed', 'irritated', 'frustrated', 'grumpy', 'cranky', 'irritable', 'fed up', 'over it',
      'ugh', 'salty', 'impatient',
    ],
    label: 'a short fuse',
    want: { warm: 0.8, mellow: 0.7, playful: 0.5, rhythmic: 0.4, uplifting: 0.4, smooth: 0.4 },
    avoid: { aggressive: 0.7, angry: 0.7, noisy: 0.6, chaotic: 0.6, heavy: 0.5, harsh: 0.5 },
    genres: ['soul', 'reggae', 'bossa nova', 'jazz-funk', 'soft rock'],
  },
  {
    // "keep it clean", "family friendly": no record with a content warning, whoever is there.
    id: 'clean-lyrics',
    familySafe: true,
    weight: 0.5,
    cues: [
      'keep it clean', 'clean lyrics', 'clean version', 'family friendly', 'family-friendly',
      'kid friendly', 'kid-friendly', 'child friendly', 'no swearing', 'no cursing', 'no bad words',
      'nothing explicit', 'no explicit', 'without swearing', 'nothing with swearing',
    ],
    label: 'keeping it clean',
    want: { warm: 0.3 },
    never: ['sexual', 'drugs', 'vulgar', 'violence'],
  },
  {
    // Guilt or shame wants a gentle, dignified record: nothing that crows.
    id: 'ashamed',
    cues: ['guilty', 'ashamed', 'embarrassed', 'humiliated', 'regret', 'regretful', 'shame'],
    label: 'a heavy heart',
    want: { gentle: 0.8, warm: 0.8, introspective: 0.6, bittersweet: 0.5, soothing: 0.5 },
    avoid: { triumphant: 0.8, party: 0.8, boastful: 0.8, anthemic: 0.5, hedonistic: 0.6 },
    genres: ['singer-songwriter', 'folk', 'soul', 'chamber pop'],
  },
  {
    // Set on a goal (a run, a deadline): drive and lift, not a hopeful glow.
    id: 'determined',
    cues: [
      'motivated', 'determined', 'driven', 'lets go', "let's go", 'no excuses', 'beast mode',
      'locked in', 'dialed in',
    ],
    label: 'a determined mood',
    want: { energetic: 0.9, triumphant: 0.7, uplifting: 0.7, anthemic: 0.6, rhythmic: 0.5 },
    avoid: { lethargic: 0.8, depressive: 0.7, soft: 0.3 },
    genres: ['rock', 'hip hop', 'electronic', 'pop'],
  },
  {
    id: 'angry',
    cues: [
      'angry', 'furious', 'pissed', 'pissed off', 'rage', 'raging', 'mad', 'livid', 'fuming',
      'want to scream', 'wanna scream', 'need to scream', 'scream',
    ],
    label: 'letting off steam',
    // Let out, not turned on anyone: no hate or violence.
    never: ['hateful', 'violence'],
    want: {
      angry: 1, aggressive: 0.8, heavy: 0.5, rebellious: 0.5, energetic: 0.5, cathartic: 0.5,
    },
    genres: ['punk', 'hardcore', 'metal', 'hip hop', 'noise rock'],
  },
  {
    id: 'excited',
    cues: [
      'excited', 'pumped', 'hyped', 'hype', 'fired up', 'amped', 'energized', 'energised',
      'stoked', 'wired', 'buzzed', 'buzzing',
    ],
    label: 'getting fired up',
    want: {
      energetic: 1, anthemic: 0.7, triumphant: 0.6, euphoric: 0.5, rhythmic: 0.5, bouncy: 0.4,
      happy: 0.4,
    },
    avoid: { lethargic: 0.8, funereal: 0.7, depressive: 0.4 },
    genres: ['dance', 'hip hop', 'rock', 'electronic'],
  },
  {
    // Homesick in a new place: comfort from home, not a bright fresh start.
    id: 'homesick',
    weight: 1.8,
    cues: ['homesick', 'missing home', 'miss home', 'miss my family', 'miss my country'],
    label: 'missing home',
    want: { warm: 1, nostalgic: 0.9, bittersweet: 0.8, longing: 0.6, soothing: 0.5 },
    avoid: { party: 0.8, hedonistic: 0.7, aggressive: 0.6 },
    genres: ['folk', 'singer-songwriter', 'indie folk', 'chamber folk'],
  },
  {
    id: 'confident',
    cues: [
      'confident', 'boss', 'unstoppable', 'powerful', 'sexy', 'fierce', 'bold', 'cocky', 'swagger',
      'main character', 'getting pumped', 'pump me up', 'psych myself up', 'hype myself up',
      'job interview', 'interview', 'big presentation', 'audition', 'pitch meeting', 'backstage',
      'before the show', 'before my gig', 'before the gig', 'stage fright', 'before going on stage',
    ],
    label: 'feeling confident',
    // Getting ready for an interview is about the interview.
    absorbs: ['getting-ready'],
    want: { boastful: 0.8, energetic: 0.6, anthemic: 0.6, rhythmic: 0.5, sensual: 0.3 },
    genres: ['hip hop', 'pop', 'funk', 'r&b'],
  },
  {
    id: 'nostalgic',
    cues: [
      'reunion', 'class reunion', 'school reunion', 'high school reunion',
      'nostalgic', 'nostalgia', 'memories', 'remembering', 'old times', 'throwback', 'childhood',
      'miss', 'missing', 'reminiscing', 'last night of', 'last day of', 'the last day',
      'farewell', 'saying goodbye', 'cleaning out my parents', 'clearing out my parents',
      'cleaning out grandmas', "cleaning out grandma's", 'clearing out grandmas', 'grandmas house',
      "grandma's house", 'grandpas house', "grandpa's house",
      'selling the house', 'childhood home', 'old photos', 'looking at old photos',
    ],
    label: 'a nostalgic mood',
    want: { nostalgia: 1, bittersweet: 0.8, sentimental: 0.7, longing: 0.6, warm: 0.5 },
    genres: ['singer-songwriter', 'soft rock', 'soul', 'folk'],
  },
  {
    id: 'lonely',
    cues: [
      'lonely', 'isolated', 'lonesome', 'left out', 'solitude', 'empty', 'forgotten',
      'birthday alone', 'alone on my birthday', 'birthday by myself', 'nobody came',
    ],
    label: 'a lonely moment',
    want: { introspective: 0.8, lonely: 0.6, melancholic: 0.5, warm: 0.4, atmospheric: 0.4 },
    genres: ['singer-songwriter', 'slowcore', 'ambient'],
    never: ['suicide'],
  },
  {
    id: 'bored',
    cues: [
      'bored', 'boring', 'meh', 'nothing to do', 'blah', 'curious', 'adventurous',
      'something different', 'surprise me', 'weird',
    ],
    label: 'something different',
    want: {
      eclectic: 0.8, quirky: 0.7, playful: 0.6, psychedelic: 0.5, energetic: 0.3, surreal: 0.4,
    },
    avoid: { lethargic: 0.6, repetitive: 0.4 },
    genres: ['art pop', 'experimental', 'neo-psychedelia', 'art rock'],
  },
  {
    id: 'thoughtful',
    cues: [
      'thoughtful', 'reflective', 'pensive', 'contemplative', 'introspective', 'philosophical',
      'deep', 'thinking', 'overthinking', 'wondering', 'soul-searching',
    ],
    label: 'a reflective mood',
    want: {
      introspective: 1, philosophical: 0.6, poetic: 0.6, atmospheric: 0.4, existential: 0.4,
      calm: 0.3,
    },
    genres: ['singer-songwriter', 'art rock', 'post-rock', 'ambient'],
  },
  {
    id: 'dreamy',
    cues: [
      'dreamy', 'spacey', 'floaty', 'stoned', 'baked', 'trippy', 'mushrooms',
    ],
    label: 'drifting away',
    want: {
      psychedelic: 1, hypnotic: 0.8, ethereal: 0.7, surreal: 0.6, dreamy: 0.7, cannabis: 0.2,
    },
    genres: ['neo-psychedelia', 'dream pop', 'psychedelic rock', 'shoegaze', 'ambient'],
  },
  {
    // Zoned out over a chore or a commute: on autopilot, not tripping.
    id: 'autopilot',
    cues: ['zoned out', 'zoning out', 'spaced out', 'daydreaming', 'on autopilot', 'in a daze'],
    label: 'drifting along',
    want: { hypnotic: 0.8, mellow: 0.8, repetitive: 0.5, warm: 0.5, ethereal: 0.4 },
    avoid: { aggressive: 0.6, chaotic: 0.6, dense: 0.4 },
    genres: ['ambient', 'dream pop', 'downtempo', 'jazz'],
  },
  {
    id: 'in-love',
    cues: [
      'in love', 'crush', 'smitten', 'lovestruck', 'infatuated', 'butterflies', 'swooning',
      'falling for',
    ],
    label: 'being in love',
    want: { love: 1, romantic: 0.9, happy: 0.5, warm: 0.5, sentimental: 0.4, lush: 0.3 },
    avoid: { misanthropic: 0.7, hateful: 0.7 },
    genres: ['soul', 'indie pop', 'r&b', 'dream pop'],
  },
  {
    id: 'spooky',
    cues: [
      'spooky', 'creepy', 'haunted', 'horror', 'scary movie', 'goth', 'witchy',
      'eerie',
    ],
    label: 'a spooky mood',
    want: { dark: 1, ominous: 0.8, scary: 0.7, mysterious: 0.6, Halloween: 0.5, occult: 0.3 },
    genres: ['gothic rock', 'dark ambient', 'darkwave', 'doom metal'],
  },
  {
    id: 'epic',
    cues: [
      'epic', 'adventure', 'adventurous', 'quest', 'heroic', 'conquer', 'big day', 'cinematic',
    ],
    label: 'something epic',
    want: { epic: 1, triumphant: 0.7, anthemic: 0.6, orchestral: 0.5, cinematic: 0.4 },
    genres: ['post-rock', 'film score', 'symphonic prog', 'power metal'],
  },
];
