/**
 * Families of everyday and critical words that describe the same musical character. Two words of
 * one family match strongly even where word vectors disagree, and words of opposite families never
 * match: word vectors place "sad" next to "happy" and "calm" next to "angry", because such words
 * share contexts in text.
 */
export interface CharacterFamily {
  name: string;
  words: string[];
  opposite?: string[];
}

// prettier-ignore
export const CHARACTER_FAMILIES: CharacterFamily[] = [
  {
    name: 'calm',
    words: [
      'calm', 'peaceful', 'tranquil', 'serene', 'relaxing', 'relaxed', 'soothing', 'chill',
      'chilled', 'gentle', 'quiet', 'placid', 'restful', 'laid-back', 'unhurried', 'still',
      'meditative', 'calming',
    ],
    opposite: ['energetic', 'aggressive', 'anxious'],
  },
  {
    name: 'mellow',
    words: [
      'mellow', 'soft', 'smooth', 'warm', 'cozy', 'cosy', 'tender', 'easygoing', 'breezy', 'lush',
      'comforting', 'velvety', 'silky',
    ],
    opposite: ['aggressive', 'anxious'],
  },
  {
    name: 'sad',
    words: [
      'sad', 'melancholic', 'melancholy', 'sombre', 'somber', 'gloomy', 'sorrowful', 'mournful',
      'depressive', 'depressing', 'heartbroken', 'heartbreaking', 'tearful', 'downbeat', 'bleak',
      'despairing', 'grief', 'lonely', 'forlorn', 'weepy',
    ],
    opposite: ['happy', 'party'],
  },
  {
    name: 'bittersweet',
    words: [
      'bittersweet', 'wistful', 'nostalgic', 'nostalgia', 'longing', 'sentimental', 'yearning',
      'reminiscent', 'poignant', 'regret',
    ],
  },
  {
    name: 'happy',
    words: [
      'happy', 'joyful', 'joyous', 'cheerful', 'upbeat', 'uplifting', 'feel-good', 'sunny',
      'bright', 'optimistic', 'hopeful', 'carefree', 'fun', 'jolly', 'gleeful', 'euphoric',
      'exuberant', 'blissful', 'positive', 'triumphant', 'celebratory',
    ],
    opposite: ['sad', 'dark', 'aggressive'],
  },
  {
    name: 'playful',
    words: [
      'playful', 'quirky', 'whimsical', 'humorous', 'goofy', 'silly', 'cheeky', 'bouncy', 'fun',
      'lighthearted', 'light-hearted', 'funny', 'cute',
    ],
    opposite: ['dark'],
  },
  {
    name: 'energetic',
    words: [
      'energetic', 'lively', 'high-energy', 'upbeat', 'driving', 'fast', 'vigorous', 'dynamic',
      'exciting', 'pumped', 'hype', 'hyped', 'powerful', 'intense', 'frenetic', 'adrenaline',
      'rousing', 'anthemic', 'explosive',
    ],
    opposite: ['calm', 'sleepy'],
  },
  {
    name: 'party',
    words: [
      'party', 'danceable', 'dance', 'dancing', 'groovy', 'funky', 'club', 'festive', 'hedonistic',
      'rhythmic', 'bouncy', 'catchy',
    ],
    opposite: ['sad', 'sleepy'],
  },
  {
    name: 'aggressive',
    words: [
      'aggressive', 'angry', 'furious', 'fierce', 'violent', 'harsh', 'abrasive', 'rage', 'raging',
      'brutal', 'heavy', 'noisy', 'loud', 'hateful', 'rebellious', 'cathartic',
    ],
    opposite: ['calm', 'mellow', 'happy'],
  },
  {
    name: 'dark',
    words: [
      'dark', 'ominous', 'sinister', 'menacing', 'haunting', 'eerie', 'creepy', 'scary', 'spooky',
      'macabre', 'gothic', 'brooding', 'moody', 'disturbing', 'apocalyptic', 'infernal', 'occult',
      'cold',
    ],
    opposite: ['happy', 'playful'],
  },
  {
    name: 'dreamy',
    words: [
      'dreamy', 'ethereal', 'atmospheric', 'hazy', 'floaty', 'spacey', 'spacy', 'airy',
      'otherworldly', 'psychedelic', 'trippy', 'hypnotic', 'surreal', 'cosmic', 'ambient',
    ],
  },
  {
    name: 'romantic',
    words: [
      'romantic', 'love', 'loving', 'sensual', 'sexy', 'seductive', 'intimate', 'passionate',
      'sultry', 'steamy', 'amorous', 'sexual', 'lovesick',
    ],
    opposite: ['aggressive', 'dark'],
  },
  {
    name: 'introspective',
    words: [
      'introspective', 'reflective', 'thoughtful', 'contemplative', 'pensive', 'philosophical',
      'existential', 'poetic', 'cerebral', 'intimate', 'personal', 'confessional',
    ],
  },
  {
    name: 'sleepy',
    words: [
      'sleepy', 'drowsy', 'lethargic', 'slow', 'lazy', 'tired', 'languid', 'hazy', 'sluggish',
      'lullaby',
    ],
    opposite: ['energetic', 'party'],
  },
  {
    name: 'anxious',
    words: [
      'anxious', 'tense', 'nervous', 'paranoid', 'uneasy', 'restless', 'suspenseful', 'frantic',
      'manic', 'chaotic', 'claustrophobic', 'stressful',
    ],
    opposite: ['calm'],
  },
  {
    name: 'epic',
    words: [
      'epic', 'grand', 'majestic', 'cinematic', 'triumphant', 'heroic', 'soaring', 'sweeping',
      'monumental', 'anthemic', 'orchestral',
    ],
  },
  {
    name: 'spiritual',
    words: [
      'spiritual', 'religious', 'sacred', 'devotional', 'transcendent', 'meditative', 'mystical',
      'ritualistic', 'gospel', 'hymn',
    ],
  },
  {
    name: 'acoustic',
    words: [
      'acoustic', 'unplugged', 'organic', 'stripped-down', 'folky', 'pastoral', 'rustic', 'earthy',
    ],
    opposite: ['futuristic'],
  },
  {
    name: 'instrumental',
    words: [
      'instrumental', 'wordless', 'vocalless', 'minimal', 'minimalistic', 'minimalist',
      'repetitive', 'sparse', 'background',
    ],
  },
  {
    name: 'futuristic',
    words: [
      'futuristic', 'mechanical', 'robotic', 'synthetic', 'electronic', 'digital',
      'science fiction', 'sci-fi', 'space',
    ],
  },
  {
    name: 'nocturnal',
    words: [
      'nocturnal', 'night', 'nighttime', 'midnight', 'late-night', 'after-hours', 'urban', 'noir',
    ],
  },
  {
    name: 'summer',
    words: ['summer', 'summery', 'tropical', 'sunny', 'beach', 'sunshine'],
    opposite: ['winter'],
  },
  {
    name: 'winter',
    words: ['winter', 'wintry', 'snowy', 'cold', 'icy', 'frosty', 'christmas'],
    opposite: ['summer'],
  },
];
