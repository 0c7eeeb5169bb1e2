// The moments the bench's listeners describe. Repeated: 8 moments, as people mostly share a few.
// New: every request a combination never asked before in the run (48 × 24 × 32 = 36,864), in
// everyday words, so the server reads each one from scratch as it does a listener's own words.

const repeated = [
  ['doing the dishes', 'my grandma', 'hungover but hopeful'],
  ['late night drive', 'alone', 'restless'],
  ['studying for exams', '', 'anxious'],
  ['sunday morning coffee', 'my partner', 'lazy'],
  ['house party', 'friends', 'wild'],
  ['rainy afternoon', '', 'wistful'],
  ['running in the park', '', 'pumped'],
  ['cooking dinner', 'the kids', 'cheerful'],
];

const situations = [
  'folding laundry',
  'painting the fence',
  'waiting for the bus',
  'baking bread',
  'writing a cover letter',
  'cleaning the garage',
  'stuck in traffic',
  'packing for a trip',
  'reading on the balcony',
  'fixing my bike',
  'walking the dog',
  'ironing shirts',
  'doing my taxes',
  'repotting plants',
  'on a night train',
  'sketching in a cafe',
  'lifting weights',
  'stretching after yoga',
  'grading papers',
  'assembling furniture',
  'sorting old photos',
  'making pasta from scratch',
  'early flight',
  'jogging by the river',
  'debugging code',
  'knitting a scarf',
  'washing the car',
  'brewing coffee at dawn',
  'decorating the tree',
  'hosting a barbecue',
  'first date dinner',
  'moving boxes',
  'practising guitar',
  'raking leaves',
  'late shift at the hospital',
  'long bath',
  'building a lego set',
  'planning a wedding',
  'studying spanish',
  'fishing at the lake',
  'sewing a dress',
  'cycling to work',
  'sunset on the beach',
  'midnight snack',
  'writing poems',
  'camping in the woods',
  'tidying the kids room',
  'watching the snow fall',
];
const companies = [
  '',
  'my sister',
  'my dad',
  'coworkers',
  'my best friend',
  'my girlfriend',
  'my boyfriend',
  'my roommates',
  'the whole family',
  'my toddler',
  'my teenage son',
  'my grandpa',
  'the cat',
  'old friends from school',
  'my husband',
  'my wife',
  'a new neighbour',
  'my bandmates',
  'the book club',
  'my nephew',
  'my mum',
  'strangers on a train',
  'my team',
  'nobody',
];
const moods = [
  'sleepy',
  'nostalgic',
  'a bit lonely',
  'giddy',
  'calm',
  'frustrated',
  'in love',
  'bored',
  'grateful',
  'homesick',
  'focused',
  'heartbroken',
  'excited',
  'mellow',
  'grumpy',
  'hopeful',
  'overwhelmed',
  'playful',
  'reflective',
  'energetic',
  'tired but happy',
  'curious',
  'moody',
  'relaxed',
  'sad',
  'proud',
  'dreamy',
  'stressed',
  'silly',
  'content',
  'nervous',
  'peaceful',
];
const wants = ['yeah', 'nah', 'your_choice'];

function request(situation, company, mood, n) {
  return {
    responses: { activity: situation, wantNew: wants[n % wants.length] },
    userProfile: { display_name: 'Bench listener', top_artists: [] },
    guideWord: 'sage',
    currentHour: n % 24,
    situation,
    company,
    mood,
  };
}

export function repeatedMoment(n) {
  const [situation, company, mood] = repeated[n % repeated.length];
  return request(situation, company, mood, n);
}

/** `offset` keeps the moments of one phase apart from another's. */
export function newMoment(n, offset = 0) {
  const k = n + offset;
  const situation = situations[k % situations.length];
  const company = companies[Math.floor(k / situations.length) % companies.length];
  const mood = moods[Math.floor(k / (situations.length * companies.length)) % moods.length];
  return request(situation, company, mood, n);
}
