/**
 * Whether a moment is written in a language the engine does not read. Word vectors know many
 * foreign words ("Sonntag", "amigos") and place them somewhere, but a German breakfast placed by
 * vectors is a guess: an explanation must not present it as understood.
 */
const FOREIGN_FUNCTION_WORDS = new Set(
  `der das dem den des ein eine einem einen einer und mein meine meinem meinen meiner mit auf
  zum zur für ich wir uns bei von nach beim mit dem ist nicht sehr
  el los las con mi mis de la para una del nuestra nuestro por muy estoy en un algo o y que al
  le les avec mes mon ma des et pour au aux chez nous une du je suis très
  com meus minha meu minhas os uma para do da no na estou muito
  il gli mia mio miei per della nel sono molto`.split(/\s+/),
);
const ENGLISH_FUNCTION_WORDS = new Set(
  `the my with and of to in at is our your me i i'm im for on after before while some this
  a an it are we he she they his her their from by about just after`.split(/\s+/),
);
/** Letters English words do not use (é is left out: café, rosé). */
const FOREIGN_LETTERS = /[äöüßñãõœçàèìòùâêîôûáíóú¿¡]/iu;
const OTHER_SCRIPT = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/u;

/** A foreign word that only links others ("mit", "con", "mes"): not worth naming as unread. */
export const isForeignFunctionWord = (word: string) =>
  FOREIGN_FUNCTION_WORDS.has(word.toLowerCase());

/** `named`: words the lexicon read, which speak for English. */
export function looksForeign(texts: string[], named = 0): boolean {
  let foreign = 0;
  let english = 0;
  for (const text of texts) {
    if (OTHER_SCRIPT.test(text)) foreign += 1;
    for (const raw of text.toLowerCase().match(/[\p{L}']+/gu) ?? []) {
      if (ENGLISH_FUNCTION_WORDS.has(raw)) english += 1;
      else if (FOREIGN_FUNCTION_WORDS.has(raw) || FOREIGN_LETTERS.test(raw)) foreign += 1;
    }
  }
  return foreign > english + named;
}
