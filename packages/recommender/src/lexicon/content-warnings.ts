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

/**
 * Built-in catalog records with explicit lyrics (a parental-advisory release, or a song title no
 * family plays with children: "Slut", "Fucking in Heaven") whose descriptors do not warn of it.
 * By catalog id; kept away from family company like any record with a warning.
 */
export const EXPLICIT_RECORDS = new Set([
  // Its title: "interstellar sexual intercourse".
  'csv_t-e-l-e-p-a-t-h',
  'csv_todd-rundgren-something-anything',
  'csv_funkadelic-one-nation-under-a-groove',
  'csv_fatboy-slim-you-ve-come-a-long-way-baby',
  'csv_nilsson-nilsson-schmilsson',
  'csv_tyler-the-creator-call-me-if-you-get-lost',
  'csv_n-e-r-d-no-one-ever-really-dies',
  'csv_common-be',
  'csv_michael-hurley-the-unholy-modal-rounders-jeffrey-fredericks',
]);
