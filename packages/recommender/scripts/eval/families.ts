/**
 * What a good answer should sound like, in the built-in catalog's own descriptor words. The
 * engine never sees these lists: they judge its answers.
 */
export const DESCRIPTOR_FAMILIES: Record<string, string[]> = {
  calm: ['calm', 'peaceful', 'soothing', 'meditative', 'soft', 'mellow'],
  warm: ['warm', 'mellow', 'lush', 'soft', 'soothing'],
  happy: ['happy', 'uplifting', 'optimistic', 'playful', 'bright', 'triumphant'],
  playful: ['playful', 'quirky', 'humorous', 'bouncy', 'happy'],
  energetic: ['energetic', 'rhythmic', 'anthemic', 'party', 'bouncy', 'manic'],
  aggressive: ['aggressive', 'angry', 'heavy', 'noisy', 'rebellious', 'hateful', 'chaotic'],
  sad: ['melancholic', 'sad', 'sombre', 'depressive', 'lonely', 'bittersweet', 'longing', 'breakup'],
  romantic: ['romantic', 'love', 'sensual', 'sexual', 'passionate'],
  dark: ['dark', 'ominous', 'scary', 'mysterious', 'infernal', 'macabre', 'disturbing', 'occult'],
  dreamy: ['ethereal', 'atmospheric', 'hypnotic', 'psychedelic', 'surreal', 'space'],
  nocturnal: ['nocturnal', 'urban', 'cold'],
  introspective: ['introspective', 'philosophical', 'poetic', 'existential', 'lonely'],
  nostalgic: ['nostalgia', 'bittersweet', 'sentimental', 'longing', 'autumn'],
  focus: ['instrumental', 'minimalistic', 'repetitive', 'hypnotic', 'meditative', 'sparse'],
  spiritual: ['spiritual', 'religious', 'meditative', 'ritualistic'],
  summer: ['summer', 'tropical', 'bright', 'warm'],
  winter: ['winter', 'cold', 'ethereal'],
  rain: ['rain', 'autumn', 'melancholic', 'atmospheric'],
  pastoral: ['pastoral', 'natural', 'forest', 'acoustic', 'nature'],
  epic: ['epic', 'triumphant', 'anthemic', 'orchestral'],
  party: ['party', 'hedonistic', 'energetic', 'rhythmic', 'bouncy'],
  grief: ['funereal', 'sombre', 'death', 'melancholic', 'spiritual'],
  protest: ['political', 'protest', 'rebellious', 'conscious', 'angry'],
};

/** Genre families: an album genre belongs when its name or a broader genre names the family. */
export const GENRE_FAMILIES: Record<string, string[]> = {
  ambient: ['ambient', 'new age', 'drone'],
  classical: ['classical music', 'modern classical', 'chamber music', 'minimalism', 'orchestral'],
  jazz: ['jazz'],
  soul: ['soul', 'r&b', 'contemporary r&b'],
  funk: ['funk', 'disco'],
  folk: ['folk', 'singer-songwriter', 'americana'],
  'hip hop': ['hip hop'],
  electronic: ['electronic', 'dance', 'idm', 'house', 'techno', 'trip hop', 'synthpop'],
  metal: ['metal'],
  punk: ['punk', 'hardcore'],
  rock: ['rock'],
  pop: ['pop'],
  'post-rock': ['post-rock'],
  dream: ['dream pop', 'shoegaze'],
  country: ['country', 'americana'],
  reggae: ['reggae', 'dub', 'ska'],
  brazilian: ['bossa nova', 'mpb', 'samba'],
  gothic: ['gothic rock', 'darkwave', 'dark ambient', 'gothic metal'],
  soundtrack: ['film score', 'video game music', 'cinematic classical'],
};
