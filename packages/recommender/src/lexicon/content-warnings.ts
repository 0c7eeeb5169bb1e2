/**
 * Descriptors that warn of a record's content (RateYourMusic's own words): they keep it away
 * from family company, and an explanation never offers them as a reason to listen.
 */
export const CONTENT_WARNINGS = [
  'sexual',
  'vulgar',
  'drugs',
  'violence',
  'satanic',
  'suicide',
  'hateful',
  'misanthropic',
  'nihilistic',
  'anti-religious',
  // The same warnings in the words other catalogs use.
  'explicit',
  'sexually explicit',
  'sexy',
  'steamy',
  'raunchy',
  'erotic',
  'lewd',
  'obscene',
  'profane',
  'x-rated',
  'druggy',
  'drug use',
  'violent',
  'gory',
  'gore',
  'spiteful',
  'blasphemous',
] as const;
