import { evalCase, type EvalCase } from './dev-set.ts';

/** A held-out case: like a development case, with what an explicit ask and the occasion demand. */
export interface HeldOutCase extends EvalCase {
  /**
   * A plain genre, style or era ask: an answer is in kind only when it has a genre of one of
   * these families (any genre when empty) and, if given, a release year in `years`.
   * `'latest'` is the newest year the catalog has.
   */
  ask?: { genres: string[]; years?: [number, number] | 'latest' };
  /** Descriptor families that make an answer wrong for the moment however well it fits else. */
  never?: string[];
}

const c = evalCase<Pick<HeldOutCase, 'ask' | 'never'>>;

const ask = (genres: string[], years?: [number, number] | 'latest') => ({
  ask: { genres, ...(years ? { years } : {}) },
});
const grief = { never: ['cheerful'] };
const family = { never: ['adult'] };

// prettier-ignore
/**
 * The held-out split: fresh everyday moments with their judgements, written before the engine
 * was tuned and never tuned on. Fifteen are plain genre, style or era asks.
 */
export const HELD_OUT_SET: HeldOutCase[] = [
  // Plain asks: the first pick must be in kind.
  c('put on some jazz', '', '', 20, [], ['jazz'], ask(['jazz'])),
  c('country music line dancing', 'friends', '', 21, [], ['country'], ask(['country'])),
  c('90s hip hop while cleaning', '', '', 11, [], ['hip hop'], ask(['hip hop'], [1990, 1999])),
  c('folk songs by the campfire', 'friends', '', 22, [], ['folk'], ask(['folk'])),
  c('classical music while I read', '', '', 16, [], ['classical'], ask(['classical'])),
  c('new music from this year', '', '', 18, [], [], ask([], 'latest')),
  c('something like Radiohead', '', '', 21, [], ['like radiohead'], ask(['like radiohead'])),
  c('heavy metal for lifting', '', 'pumped', 18, [], ['metal'], ask(['metal'])),
  c('old blues records on a slow evening', '', '', 21, [], ['blues'], ask(['blues'])),
  c('reggae at the barbecue', 'neighbours', '', 15, [], ['reggae'], ask(['reggae'])),
  c('techno to get through my spreadsheets', '', '', 14, [], ['techno'], ask(['techno'])),
  c('bossa nova for brunch', '', 'relaxed', 11, [], ['bossa nova'], ask(['bossa nova'])),
  c('k-pop dance party', 'my sister', '', 19, [], ['k-pop'], ask(['k-pop'])),
  c('gospel music while I cook', '', '', 12, [], ['gospel'], ask(['gospel'])),
  c('punk to blow off steam', '', 'annoyed', 17, [], ['punk'], ask(['punk'])),
  // Occasions.
  c("reception after my mother's funeral", 'relatives', 'numb', 14, ['grief', 'sad', 'calm'], ['classical', 'folk', 'gospel'], grief),
  c('sunday church', 'my congregation', '', 10, ['worship'], ['gospel', 'classical'], family),
  c('christmas morning', 'the kids', 'excited', 8, ['christmas'], ['christmas'], family),
  c('my dog died this morning', '', 'heartbroken', 12, ['sad', 'grief'], ['folk', 'ambient', 'classical'], grief),
  c('our wedding reception', 'all our friends and family', 'overjoyed', 20, ['romantic', 'happy', 'party'], ['soul', 'funk', 'pop']),
  c("my daughter's 7th birthday party", 'her classmates', 'excited', 15, ['playful', 'happy', 'children'], ['pop', 'children'], family),
  c('road trip', 'college friends', 'free', 12, ['energetic', 'happy'], ['rock', 'pop', 'country']),
  c('studying for my law exams', '', 'focused', 21, ['focus', 'calm'], ['classical', 'ambient']),
  c('at the gym', '', 'motivated', 18, ['energetic', 'aggressive'], ['hip hop', 'metal', 'electronic']),
  c('falling asleep', '', 'tired', 23, ['calm'], ['ambient', 'classical']),
  c('sitting with dad in the hospice', 'my father', 'scared', 16, ['calm', 'sad', 'grief'], ['classical', 'folk', 'ambient'], grief),
  c('new year\'s eve countdown', 'a houseful of friends', 'euphoric', 23, ['party', 'energetic'], ['electronic', 'pop', 'funk']),
  c('mopping the kitchen floor', '', 'bored', 10, ['energetic', 'happy', 'playful'], ['pop', 'funk', 'soul']),
  c('first dance at our wedding', 'my wife', 'in love', 21, ['romantic', 'warm'], ['soul', 'jazz', 'pop']),
  c('thanksgiving dinner', 'the in-laws', 'polite', 17, ['warm', 'calm', 'happy'], ['jazz', 'soul', 'folk'], family),
  // Company and occasion in other languages.
  c('cena con mi novia', '', '', 21, ['romantic', 'warm'], ['soul', 'jazz', 'latin']),
  c('apéro avec mes potes', '', '', 19, ['happy', 'party', 'warm'], ['funk', 'soul', 'pop', 'chanson']),
  c('Frühstück mit der Familie', '', '', 9, ['warm', 'happy', 'calm'], ['folk', 'jazz', 'soul', 'pop'], family),
  c('pranzo della domenica con la famiglia', '', '', 13, ['warm', 'happy'], ['jazz', 'folk', 'pop', 'soul'], family),
  c('jantar com os amigos', '', '', 20, ['warm', 'happy', 'party'], ['brazilian', 'soul', 'funk', 'jazz']),
  c('家族で夕食', '', '', 19, ['warm', 'calm', 'happy'], ['jazz', 'soul', 'folk', 'pop'], family),
  c('友達とドライブ', '', '', 14, ['energetic', 'happy'], ['pop', 'rock', 'electronic']),
  c('soirée tranquille avec ma copine', '', '', 22, ['romantic', 'calm', 'warm'], ['soul', 'jazz', 'chanson']),
  c('domingo en casa con mis hijos', '', '', 11, ['playful', 'happy', 'children'], ['pop', 'children', 'latin'], family),
  c('aperitivo con gli amici', '', '', 19, ['happy', 'warm', 'party'], ['jazz', 'soul', 'funk', 'pop']),
  c('Geburtstag meiner Oma', 'die ganze Familie', '', 15, ['warm', 'happy', 'nostalgic'], ['jazz', 'pop', 'soul', 'folk'], family),
  c('lendo um livro na chuva', '', '', 16, ['calm', 'rain', 'sad'], ['brazilian', 'jazz', 'classical', 'folk']),
];
