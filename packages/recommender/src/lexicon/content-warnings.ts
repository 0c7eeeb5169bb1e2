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
] as const;
