// One entry of the words listeners use for a kind of music (see genre-words.ts).

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
  /** A place's music or a period: beside a broad kind ("ethiopian jazz", "irish folk", "classical
   * piano, romantic era") it says which. */
  narrows?: boolean;
}

export const g = (families: string[], extra: Omit<GenreWord, 'families'> = {}): GenreWord => ({
  families,
  ...extra,
});
