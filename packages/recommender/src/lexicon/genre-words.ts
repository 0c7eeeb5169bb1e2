/**
 * Plain words listeners use for a kind of music, and the genre families they mean, in the
 * genre names catalogs commonly use (a genre tree or word vectors carry them further). Words
 * that are also everyday words ("country", "house", "soul") count only beside a music word
 * ("country music", "some soul"), so "a drive through the country" stays a drive.
 */
export interface GenreWord {
  families: string[];
  /** Also an everyday word: an ask only next to a music word. */
  needsCue?: boolean;
  /** Descriptor words that mark the same kind of record ("Christmas" on a carol album). */
  descriptors?: string[];
  /** Years the words name as well ("old school country"). */
  years?: [number, number];
  /** The words ask for the kind's classics, the records everybody knows ("classic country"). */
  classics?: boolean;
  /** Its first years, for a kind born after 1979: "old reggaeton" is the 2000s. */
  oldYears?: [number, number];
}

const g = (families: string[], extra: Omit<GenreWord, 'families'> = {}): GenreWord => ({
  families,
  ...extra,
});
const cue = { needsCue: true };
const OLD_HIP_HOP = g(['east coast hip hop', 'boom bap', 'hip hop'], {
  years: [1979, 1996],
  classics: true,
});
const OLD_COUNTRY = g(['honky tonk', 'outlaw country', 'traditional country', 'country'], {
  years: [1945, 1979],
  classics: true,
});

/** Plain "jazz" reaches the music's core before its fusions and outer edges. */
const JAZZ = ['hard bop', 'modal jazz', 'cool jazz', 'post-bop', 'bebop', 'vocal jazz', 'jazz'];
const CLASSICAL = [
  'romanticism',
  'baroque music',
  'classical period',
  'western classical music',
  'classical music',
  'modern classical',
  'orchestral',
];

// prettier-ignore
export const GENRE_WORDS: Record<string, GenreWord> = {
  jazz: g(JAZZ),
  'jazz music': g(JAZZ),
  'smooth jazz': g(['smooth jazz', 'jazz']),
  bebop: g(['bebop', 'hard bop']),
  swing: g(['swing', 'big band'], cue),
  'big band': g(['big band', 'swing']),
  // Plainly asked, "classical" means the canon first; modern and minimal records are still in kind.
  classical: g(CLASSICAL),
  'classical music': g(CLASSICAL),
  // The same ask in the languages the lexicon reads.
  klassik: g(CLASSICAL),
  'klassische musik': g(CLASSICAL),
  'musique classique': g(CLASSICAL),
  'música clásica': g(CLASSICAL),
  'musica clasica': g(CLASSICAL),
  'musica classica': g(CLASSICAL),
  'música clássica': g(CLASSICAL),
  'クラシック': g(CLASSICAL),
  orchestral: g(['orchestral', 'classical music']),
  opera: g(['opera']),
  baroque: g(['baroque music']),
  symphony: g(['symphony', 'classical music'], cue),
  piano: g(['classical music', 'jazz'], cue),
  country: g(['country'], cue),
  'old school country': OLD_COUNTRY,
  'old school hip hop': OLD_HIP_HOP,
  'old school rap': OLD_HIP_HOP,
  'golden age hip hop': OLD_HIP_HOP,
  'pedal steel': g(['country rock', 'alt-country', 'honky tonk', 'americana']),
  quartets: g(['chamber music'], { descriptors: ['string quartet'] }),
  'string quartet': g(['chamber music'], { descriptors: ['string quartet'] }),
  'string quartets': g(['chamber music'], { descriptors: ['string quartet'] }),
  cello: g(['chamber music', 'baroque music', 'modern classical']),
  violin: g(['chamber music', 'baroque music', 'romanticism', 'modern classical']),
  harp: g(['modern classical', 'chamber music', 'new age']),
  banjo: g(['bluegrass', 'old-time', 'appalachian folk music']),
  fiddle: g(['bluegrass', 'irish folk music', 'old-time', 'cajun']),
  sitar: g(['hindustani classical music', 'raga rock']),
  saxophone: g(['hard bop', 'jazz', 'smooth jazz'], cue),
  'classic country': OLD_COUNTRY,
  'old country': OLD_COUNTRY,
  'country music': g(['country']),
  bluegrass: g(['bluegrass']),
  'high lonesome': g(['bluegrass', 'traditional bluegrass']),
  'trad jazz': g(['dixieland', 'new orleans brass band', 'ragtime', 'swing'], { years: [1920, 1965] }),
  americana: g(['americana', 'country']),
  'hip hop': g(['hip hop']),
  'hip-hop': g(['hip hop']),
  hiphop: g(['hip hop']),
  rap: g(['hip hop']),
  'boom bap': g(['boom bap', 'hip hop']),
  trap: g(['trap'], cue),
  metal: g(['metal'], cue),
  'heavy metal': g(['heavy metal', 'thrash metal', 'speed metal', 'doom metal']),
  folk: g(['folk', 'contemporary folk', 'singer-songwriter'], cue),
  'folk music': g(['folk', 'contemporary folk']),
  'folk songs': g(['folk', 'contemporary folk']),
  gospel: g(['gospel', 'spirituals', 'contemporary christian'], { descriptors: ['christian'] }),
  worship: g(['gospel', 'contemporary christian'], { needsCue: true, descriptors: ['christian'] }),
  hymns: g(['hymns', 'gospel', 'choral'], { descriptors: ['hymn', 'christian'] }),
  christmas: g(['christmas music', 'christmas', 'holiday music'], { needsCue: true, descriptors: ['christmas', 'carol'] }),
  'christmas music': g(['christmas music', 'christmas', 'holiday music'], { descriptors: ['christmas', 'carol'] }),
  'christmas songs': g(['christmas music', 'christmas', 'holiday music'], { descriptors: ['christmas', 'carol'] }),
  carols: g(['carols', 'christmas music', 'christmas'], { descriptors: ['christmas', 'carol'] }),
  'k-pop': g(['k-pop'], { oldYears: [1996, 2012] }),
  kpop: g(['k-pop']),
  'j-pop': g(['j-pop']),
  jpop: g(['j-pop']),
  reggae: g(['reggae']),
  dub: g(['dub'], cue),
  ska: g(['ska']),
  dancehall: g(['dancehall']),
  techno: g(['techno'], { oldYears: [1986, 1997] }),
  house: g(['house'], { needsCue: true, oldYears: [1984, 1995] }),
  'house music': g(['house']),
  edm: g(['electronic dance music', 'house', 'techno', 'trance']),
  'dance music': g(['electronic dance music', 'dance-pop', 'house']),
  electronic: g(['electronic'], cue),
  'electronic music': g(['electronic']),
  trance: g(['trance']),
  dubstep: g(['dubstep']),
  'drum and bass': g(['drum and bass']),
  ambient: g(['ambient'], cue),
  'bossa nova': g(['bossa nova', 'bossanova']),
  bossa: g(['bossa nova', 'bossanova']),
  samba: g(['samba']),
  mpb: g(['mpb']),
  salsa: g(['salsa'], cue),
  tango: g(['tango'], cue),
  flamenco: g(['flamenco']),
  cumbia: g(['cumbia']),
  reggaeton: g(['reggaeton', 'reggaetón'], { oldYears: [1995, 2010] }),
  latin: g(['latin'], cue),
  afrobeat: g(['afrobeat']),
  afrobeats: g(['afrobeats', 'afropop']),
  chanson: g(['chanson']),
  // "Punk" is the punk of 1977 and after, not post-punk or a record with punk in a fourth genre.
  punk: g(['punk rock', 'hardcore punk', 'pop punk', 'garage punk', 'proto-punk']),
  'punk rock': g(['punk rock', 'hardcore punk', 'garage punk', 'proto-punk']),
  punky: g(['punk rock', 'pop punk', 'garage punk']),
  hardcore: g(['hardcore punk'], cue),
  emo: g(['emo'], { needsCue: true, oldYears: [1985, 2005] }),
  grunge: g(['grunge']),
  blues: g(['blues'], cue),
  // Adjectives for a kind: "something bluesy", "a bit jazzy", "funky stuff".
  bluesy: g(['blues', 'blues rock', 'soul blues']),
  jazzy: g(['jazz', 'jazz pop', 'soul jazz', 'vocal jazz']),
  funky: g(['funk', 'jazz-funk', 'p-funk'], cue),
  folky: g(['folk', 'contemporary folk', 'folk pop']),
  soulful: g(['soul', 'neo-soul', 'smooth soul'], cue),
  'the blues': g(['blues'], cue),
  soul: g(['soul'], cue),
  'soul music': g(['soul']),
  'classic soul': g(['soul', 'southern soul', 'deep soul', 'pop soul'], {
    years: [1960, 1979],
    classics: true,
  }),
  'classic funk': g(['funk', 'p-funk'], { years: [1967, 1982], classics: true }),
  'classic hip hop': OLD_HIP_HOP,
  motown: g(['motown sound', 'pop soul', 'northern soul', 'soul'], {
    years: [1959, 1975],
    classics: true,
  }),
  'r and b': g(['r&b', 'contemporary r&b']),
  rnb: g(['r&b', 'contemporary r&b']),
  funk: g(['funk']),
  disco: g(['disco']),
  rock: g(['rock'], cue),
  'rock and roll': g(['rock & roll', 'rock']),
  'classic rock': g(['hard rock', 'blues rock', 'rock', 'heartland rock', 'southern rock'], {
    years: [1965, 1985],
    classics: true,
  }),
  indie: g(['indie rock', 'indie pop'], cue),
  pop: g(['pop'], cue),
  'pop music': g(['pop']),
  'synth pop': g(['synthpop']),
  synth: g(['synthpop', 'new wave', 'synthwave'], cue),
  synths: g(['synthpop', 'new wave', 'synthwave'], cue),
  synthpop: g(['synthpop']),
  'new wave': g(['new wave']),
  shoegaze: g(['shoegaze']),
  'lo-fi': g(['lo-fi hip hop', 'chillhop']),
  lofi: g(['lo-fi hip hop', 'chillhop']),
  // Labels and studios that name a sound.
  stax: g(['southern soul', 'deep soul', 'memphis soul', 'soul'], { years: [1960, 1975] }),
  'muscle shoals': g(['southern soul', 'country soul', 'deep soul', 'soul'], {
    years: [1964, 1979],
  }),
  'シティポップ': g(['city pop']),
  'ジャズ': g(JAZZ),
  'lo-fi beats': g(['lo-fi hip hop', 'chillhop', 'instrumental hip hop']),
  'lofi beats': g(['lo-fi hip hop', 'chillhop', 'instrumental hip hop']),
  'lo-fi hip hop': g(['lo-fi hip hop', 'chillhop', 'instrumental hip hop']),
  chillhop: g(['chillhop', 'lo-fi hip hop', 'instrumental hip hop']),
  lullabies: g(['lullabies'], { descriptors: ['lullaby'] }),
  lullaby: g(['lullabies'], { descriptors: ['lullaby'] }),
  "children's music": g(["children's music"], { descriptors: ["children's music", 'nursery rhyme'] }),
  'kids music': g(["children's music"], { descriptors: ["children's music", 'nursery rhyme'] }),
  'baby music': g(["children's music"], { descriptors: ["children's music", 'nursery rhyme'] }),
  'kiddie music': g(["children's music"], { descriptors: ["children's music", 'nursery rhyme'] }),
  soundtrack: g(['film score', 'soundtracks'], cue),
  // Languages and regions: adjectives that are everyday words too, so only beside a music word.
  // Sung in French first: "French music" is chanson, not (mostly English) French house.
  french: g(['chanson', 'french pop', 'yé-yé', 'french folk music'], cue),
  japanese: g(['japanese music', 'j-pop', 'j-rock', 'city pop', 'shibuya-kei', 'kayōkyoku'], cue),
  korean: g(['korean music', 'k-pop', 'korean ballad'], cue),
  brazilian: g(['brazilian music', 'mpb', 'bossa nova', 'samba', 'tropicália'], cue),
  african: g(['african music', 'afrobeat', 'highlife', 'soukous', 'mbalax'], cue),
  spanish: g(['spanish music', 'flamenco', 'latin pop'], cue),
  italian: g(['italian music', "canzone d'autore", 'italo-disco'], cue),
  german: g(['german music', 'krautrock', 'deutschrock', 'neue deutsche welle'], cue),
  irish: g(['irish folk music', 'celtic folk music'], cue),
  celtic: g(['celtic folk music', 'irish folk music'], cue),
  arabic: g(['arabic music', 'arabic pop'], cue),
  indian: g(['hindustani classical music', 'indian pop', 'filmi'], cue),
  mexican: g(['ranchera', 'mariachi', 'cumbia mexicana'], cue),
  cuban: g(['son cubano', 'salsa', 'cuban music'], cue),
  'city pop': g(['city pop']),
  'latin music': g(['latin', 'latin pop', 'salsa', 'bolero']),
  'film score': g(['film score']),
};
