/** The hour nudges the pick; it never outweighs what the listener typed. */
export interface TimeNudge {
  label: string;
  want: Record<string, number>;
  avoid?: Record<string, number>;
}

export function timeNudge(hour: number, weekday?: number): TimeNudge {
  const weekend = weekday === 5 || weekday === 6;
  if (hour < 5) {
    return {
      label: 'this late at night',
      want: { nocturnal: 1, atmospheric: 0.6, calm: 0.5, ethereal: 0.4, introspective: 0.4 },
      avoid: { bright: 0.4, party: weekend ? 0 : 0.4 },
    };
  }
  if (hour < 9) {
    return {
      label: 'this early in the morning',
      want: { warm: 0.7, bright: 0.6, gentle: 0.5, peaceful: 0.5, uplifting: 0.5, soft: 0.3 },
      avoid: { aggressive: 0.6, noisy: 0.6, dark: 0.3, ominous: 0.3, nocturnal: 0.5, sensual: 0.4 },
    };
  }
  if (hour < 12) {
    return {
      label: 'in the morning',
      want: { bright: 0.5, uplifting: 0.5, melodic: 0.4, warm: 0.3 },
      avoid: { nocturnal: 0.5, sensual: 0.4 },
    };
  }
  if (hour < 17) {
    return {
      label: 'in the afternoon',
      want: { melodic: 0.4, rhythmic: 0.3, bright: 0.3, energetic: 0.2 },
    };
  }
  if (hour < 21) {
    return weekend
      ? {
          label: 'on a weekend evening',
          want: { party: 0.5, energetic: 0.4, warm: 0.4, groovy: 0.4 },
        }
      : { label: 'in the evening', want: { warm: 0.7, mellow: 0.6, groovy: 0.3, lush: 0.3 } };
  }
  return {
    label: 'at night',
    want: { nocturnal: 0.8, mellow: 0.5, atmospheric: 0.4, urban: 0.3, sensual: 0.2 },
    avoid: { bright: 0.3 },
  };
}
