/** Words that carry no musical meaning in a description of a moment. */
export const STOPWORDS = new Set(
  `a an the and or but if of at by for with about against between into through during before after
  above below to from up in out on off over under again further then once here there when where why
  how all any both each few more most other some such only own same so than too very s t can will
  just don should now i me my myself we our ours ourselves you your yours he him his she her hers it
  its they them their what which who whom this that these those am is are was were be been being have
  has had having do does did doing would could ought i'm im i've ive i'd id i'll you're it's its
  let's lets gonna wanna gotta kinda sorta kind sort bit little pretty really quite rather totally
  feel feeling feelings felt vibe vibes mood moment right today currently rn atm like want need
  wanting something anything stuff thing things music album albums record records song songs listen
  listening play playing put hear some get getting got go going make making take taking try trying
  also maybe probably actually literally basically honestly though still yet while as well lot lots
  much many one two three ok okay yeah yes hey hi please thanks thank can't cant cannot we're we've
  we'll we'd they're they've that's thats there's he's she's what's won't wont weren't werent
  wasn't wasnt didn't didnt doesn't doesnt haven't hasn't hadn't wouldn't wouldnt couldn't
  couldnt shouldn't shouldnt she'll he'll they'll it'll you'll that'll
  聴きたい 聞きたい 聴く 聞く 流して かけて`.split(/\s+/),
);

/** Words that flip the meaning of the next few words ("not sad", "nothing too loud"). */
export const NEGATORS = new Set([
  // "sin letra", "ohne Gesang", "sans paroles", "sem letra", "senza voce"
  'sin',
  'ohne',
  'sans',
  'sem',
  'senza',
  'kein',
  'keine',
  'not',
  'no',
  "don't",
  'dont',
  'without',
  'never',
  'nothing',
  "isn't",
  'isnt',
  "aren't",
  'arent',
  'avoid',
  'hate',
  'hates',
  'hating',
  'dislike',
  'dislikes',
  'detest',
  'detests',
  'loathe',
  'loathes',
  'except',
  'less',
  'neither',
  'nor',
  "won't",
  'wont',
  "didn't",
  'didnt',
]);

/** Words that end the reach of a negation. */
export const CLAUSE_BREAKS = new Set([
  'but',
  'and',
  'yet',
  'though',
  'although',
  'just',
  'instead',
]);
