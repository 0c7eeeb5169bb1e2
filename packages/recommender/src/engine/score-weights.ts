/** How much each part of a score counts; the context fit is normalised to at most 1. */
export const WEIGHTS = {
  denseContext: 0.15,
  taste: 0.4,
  quality: 0.12,
  variety: 0.04,
  era: 0.12,
  repeat: 1,
};
