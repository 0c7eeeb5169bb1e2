import type { MomentEntry } from './moment-entry.ts';
import { GRIEF_CUES, HEARTBREAK_CUES } from './loss-words.ts';

// prettier-ignore
/** Outings, rituals and the big moments of life. */
export const OCCASIONS: MomentEntry[] = [
  {
    id: 'outdoors',
    cues: [
      'walk', 'walking', 'hike', 'hiking', 'park', 'forest', 'woods', 'nature', 'stroll',
      'countryside', 'mountains', 'mountain', 'garden', 'gardening', 'lake', 'trail',
      'fishing', 'working in the garden', 'working in the yard', 'in the garden', 'bike ride',
      'riding my bike', 'bike along', 'lunch break walk', 'walk on my lunch break',
    ],
    label: 'time outdoors',
    want: {
      pastoral: 0.9, natural: 0.7, peaceful: 0.6, acoustic: 0.6, warm: 0.4, forest: 0.4,
      uplifting: 0.3,
    },
    avoid: { mechanical: 0.4, urban: 0.3 },
    genres: ['folk', 'contemporary folk', 'americana', 'ambient', 'chamber folk', 'indie folk'],
  },
  {
    id: 'city',
    cues: ['city', 'downtown', 'streets', 'street', 'urban', 'rooftop', 'skyline', 'neon'],
    label: 'the city',
    want: { urban: 1, nocturnal: 0.6, rhythmic: 0.5, cold: 0.2 },
    genres: ['hip hop', 'city pop', 'trip hop', 'synthpop'],
  },
  {
    id: 'meditation',
    cues: [
      'meditation', 'meditate', 'meditating', 'yoga', 'mindfulness', 'breathing', 'stretching',
      'spa', 'massage', 'prayer', 'praying', 'tai chi',
    ],
    label: 'a quiet practice',
    want: { meditative: 1, peaceful: 0.8, calm: 0.8, spiritual: 0.7, hypnotic: 0.5, ethereal: 0.5 },
    avoid: { aggressive: 1, noisy: 1, chaotic: 0.9, energetic: 0.7, vulgar: 0.5 },
    genres: ['ambient', 'new age', 'drone', 'spiritual jazz', 'hindustani classical'],
  },
  {
    id: 'creative',
    cues: [
      'painting', 'drawing', 'sketching', 'art', 'design', 'designing', 'crafting', 'knitting',
      'sewing', 'pottery', 'songwriting', 'creative', 'editing', 'photography', 'writing my novel',
      'writing a novel', 'writing a book', 'writing my book', 'writing poetry', 'writing songs',
      'writing a song', 'writing lyrics',
    ],
    label: 'making something',
    want: {
      atmospheric: 0.6, lush: 0.5, eclectic: 0.5, dreamy: 0.5, warm: 0.4, psychedelic: 0.3,
      instrumental: 0.3,
    },
    avoid: { vulgar: 0.3 },
    genres: ['art pop', 'dream pop', 'neo-psychedelia', 'ambient pop', 'jazz'],
  },
  {
    id: 'gaming',
    weight: 1.3,
    cues: [
      'gaming', 'video games', 'videogames', 'playing games', 'console', 'playstation', 'xbox',
      'nintendo', 'video game', 'fortnite', 'minecraft', 'mario kart', 'fifa', 'call of duty',
      'gamer', 'twitch', 'streaming games', 'lan party',
    ],
    label: 'gaming',
    want: { futuristic: 0.8, energetic: 0.6, mechanical: 0.4, epic: 0.4, playful: 0.4 },
    genres: ['video game music', 'electronic', 'synthwave', 'chiptune', 'idm'],
  },
  {
    id: 'travel',
    cues: [
      'flight', 'flying', 'plane', 'airport', 'travel', 'travelling', 'traveling', 'trip',
      'journey', 'packing', 'abroad', 'layover',
    ],
    label: 'travelling',
    want: { atmospheric: 0.7, travel: 0.6, ethereal: 0.5, calm: 0.4, epic: 0.3, longing: 0.3 },
    genres: ['ambient', 'post-rock', 'dream pop', 'indie folk'],
  },
  {
    id: 'romance',
    cues: [
      'date', 'date night', 'romantic', 'romance', 'making out', 'candlelight', 'proposing',
      'propose', 'marriage proposal', 'the proposal', 'marry me',
      'anniversary', 'valentine', "valentine's", 'cuddling', 'cuddle', 'kissing', 'wooing',
      'wedding anniversary', 'anniversary dinner',
    ],
    label: 'a romantic evening',
    want: { romantic: 1, sensual: 0.8, love: 0.8, warm: 0.6, lush: 0.5, smooth: 0.5 },
    avoid: { aggressive: 0.8, noisy: 0.6, misanthropic: 0.7, depressive: 0.4, hateful: 0.7 },
    genres: ['soul', 'r&b', 'neo-soul', 'jazz', 'quiet storm', 'bossa nova'],
  },
  {
    // Decades married: the songs of their own years, tender rather than steamy.
    id: 'long-love',
    weight: 1.2,
    cues: [
      'husband of', 'wife of', 'years together', 'years married', 'married for', 'been married',
      'silver anniversary', 'golden anniversary', 'ruby anniversary', 'pearl anniversary',
      ...[20, 25, 30, 35, 40, 45, 50, 55, 60].flatMap((n) => [
        `married ${n} years`,
        `${n} years married`,
        `${n} years together`,
        `${n} yrs together`,
      ]),
    ],
    label: 'a long love',
    want: { romantic: 1, love: 0.9, warm: 0.8, tender: 0.6, sentimental: 0.6, melodic: 0.5 },
    avoid: { breakup: 0.9, infidelity: 1, sexual: 0.5, angry: 0.6, aggressive: 0.8 },
    genres: ['soul', 'vocal jazz', 'standards', 'soft rock', 'singer-songwriter'],
    never: ['breakup', 'infidelity'],
    era: [1955, 1990],
  },
  {
    // A slow dance wants ballads, not the dance floor.
    id: 'slow-dance',
    weight: 1.3,
    cues: ['slow dance', 'slow dancing', 'slow dancing in the kitchen', 'slow dance in the kitchen'],
    label: 'a slow dance',
    absorbs: ['party'],
    want: { romantic: 1, love: 0.9, ballad: 0.8, soft: 0.6, warm: 0.6, sensual: 0.4 },
    avoid: { energetic: 0.8, party: 0.8, aggressive: 0.9, noisy: 0.8, bouncy: 0.6 },
    genres: ['soul', 'vocal jazz', 'quiet storm', 'r&b', 'standards'],
  },
  {
    id: 'heartbreak',
    cues: HEARTBREAK_CUES,
    label: 'a breakup',
    // "my ex is getting married": their wedding, the listener's heartbreak.
    absorbs: [
      'partner', 'wedding', 'celebrate', 'romance', 'hosting', 'crowd', 'in-love', 'pets', 'chores',
    ],
    never: ['suicide'],
    want: { breakup: 1, melancholic: 0.8, longing: 0.7, sad: 0.7, bittersweet: 0.6, lonely: 0.5 },
    avoid: { party: 0.5, hedonistic: 0.4 },
    genres: ['singer-songwriter', 'soul', 'slowcore', 'indie folk', 'sadcore'],
  },
  {
    // A fight is no date night: the partner it names is who it is about, and love songs jar.
    id: 'conflict',
    weight: 1.3,
    cues: [
      'fight', 'fighting', 'fought', 'argument', 'arguing', 'argued', 'row with', 'rowing with',
      'fell out', 'falling out', 'yelled at', 'shouted at', 'had words', 'quarrel', 'quarrelling',
      'bickering', 'not speaking', 'slammed the door', 'silent treatment',
    ],
    label: 'after a fight',
    want: { bittersweet: 0.8, introspective: 0.8, cathartic: 0.7, melancholic: 0.5, soothing: 0.4 },
    avoid: { romantic: 0.9, love: 0.9, sensual: 0.9, happy: 0.6, party: 0.7, hedonistic: 0.6 },
    genres: ['alternative rock', 'singer-songwriter', 'post-punk', 'indie rock'],
    // Anger at someone close is let out, never fed: no violence, no hate.
    never: ['sexual', 'sensual', 'violence', 'hateful', 'misanthropic'],
    absorbs: ['partner', 'parents', 'friends', 'colleagues', 'elders', 'kids'],
  },
  {
    // Getting better wants gentle hope: no records about dying.
    id: 'recovery',
    weight: 1.4,
    cues: [
      'recovering', 'recovery', 'surgery', 'after surgery', 'operation', 'hospital', 'in hospital',
      'migraine', 'headache', 'a headache', 'my head hurts',
      'flu', 'the flu', 'getting over the flu', 'getting over a cold', 'a cold',
      'sick in bed', 'getting better', 'healing', 'chemo', 'chemotherapy', 'treatment', 'rehab',
      'physio', 'physiotherapy', 'broken leg', 'broken arm', 'coronavirus',
    ],
    label: 'getting better',
    want: { soothing: 1, warm: 0.8, gentle: 0.7, peaceful: 0.6, optimistic: 0.6, uplifting: 0.4 },
    avoid: { depressive: 0.9, aggressive: 0.8, noisy: 0.7, death: 0.9, lonely: 0.5 },
    genres: ['folk', 'soul', 'ambient pop', 'singer-songwriter', 'bossa nova'],
    never: ['suicide', 'death', 'funereal'],
  },
  {
    // Someone gone away is missed, not company: "my little brother just left for the army".
    id: 'missing',
    weight: 1.3,
    cues: [
      'just left', 'left for', 'moved away', 'moving away', 'went away', 'gone away', 'far away',
      'miss my', 'missing my', 'i miss', 'deployed', 'long distance', 'long-distance',
      'away at college', 'left home', 'left for college', 'flew back', 'moved out',
    ],
    label: 'missing someone',
    want: { longing: 1, bittersweet: 0.8, melancholic: 0.5, warm: 0.5, nostalgia: 0.4 },
    avoid: { party: 0.7, hedonistic: 0.6, aggressive: 0.5 },
    genres: ['singer-songwriter', 'folk', 'soul', 'indie folk'],
    absorbs: ['partner', 'parents', 'friends', 'colleagues', 'elders', 'kids', 'baby', 'pets'],
  },
  {
    id: 'grief',
    cues: GRIEF_CUES,
    label: 'grieving',
    absorbs: [
      'elders', 'parents', 'partner', 'pets', 'friends', 'kids', 'baby', 'recovery', 'birthday',
      'party', 'celebrate', 'romance', 'baby-news', 'new-baby',
    ],
    want: {
      sombre: 0.9, melancholic: 0.7, grief: 0.7, spiritual: 0.5, peaceful: 0.4, funereal: 0.4,
    },
    avoid: {
      romantic: 0.8, sensual: 0.8,
      party: 0.9, hedonistic: 0.8, playful: 0.6, humorous: 0.6, vulgar: 0.7, breakup: 0.7,
      infidelity: 0.8, heavy: 0.7, aggressive: 0.8, cold: 0.4,
    },
    genres: ['modern classical', 'ambient', 'folk', 'gospel', 'chamber music'],
  },
  {
    id: 'celebrate',
    cues: [
      'celebrating', 'celebrate', 'promotion', 'promoted', 'graduation', 'graduated', 'won',
      'victory', 'good news', 'engaged', 'got the job', 'payday', 'passed', 'winning', 'we won',
      'champions', 'championship', 'trophy', 'finished exams', 'exams are over', 'exams done',
      'done with exams', 'finished my exams', 'citizenship', 'became a citizen', 'naturalization',
    ],
    label: 'celebrating',
    want: { triumphant: 0.8, uplifting: 1, happy: 0.8, anthemic: 0.6, optimistic: 0.6, party: 0.4 },
    avoid: { depressive: 0.8, funereal: 0.8, sombre: 0.6 },
    genres: ['pop', 'soul', 'funk', 'disco'],
  },
  {
    id: 'drinking',
    cues: [
      'bar', 'pub', 'beer', 'beers', 'wine', 'whiskey', 'whisky', 'drinking', 'tipsy', 'drunk',
      'cocktail',
    ],
    label: 'a drink',
    want: { warm: 0.6, alcohol: 0.5, mellow: 0.4, hedonistic: 0.4, bluesy: 0.3 },
    genres: ['blues', 'country', 'soul', 'jazz', 'rock'],
  },
  {
    id: 'night',
    cues: [
      'late night', 'late-night', 'midnight', 'tonight', 'night', 'nighttime', '3am', '2am', '4am',
      '1am', 'after hours', 'up late', 'small hours',
    ],
    label: 'the night',
    want: { nocturnal: 1, atmospheric: 0.6, mellow: 0.5, introspective: 0.4, ethereal: 0.3 },
    avoid: { bright: 0.3 },
    genres: ['trip hop', 'ambient', 'jazz', 'downtempo', 'dream pop'],
  },
  {
    id: 'evening',
    cues: ['evening', 'sunset', 'dusk', 'golden hour', 'twilight', 'after work'],
    label: 'the evening',
    want: { warm: 0.8, mellow: 0.7, bittersweet: 0.4, lush: 0.4, nocturnal: 0.3 },
    genres: ['soul', 'jazz', 'dream pop', 'indie pop'],
  },
  {
    id: 'protest',
    cues: [
      'protest', 'protesting', 'rally', 'demonstration', 'activism', 'activist', 'strike',
      'picket', 'revolution', 'riot', 'resistance', 'petition', 'campaigning', 'politics',
      'election', 'canvassing',
    ],
    label: 'standing up for something',
    want: {
      political: 1, protest: 0.9, rebellious: 0.8, angry: 0.5, conscious: 0.6, anthemic: 0.4,
    },
    genres: ['punk', 'hip hop', 'hardcore', 'conscious hip hop', 'protest folk'],
  },
];
