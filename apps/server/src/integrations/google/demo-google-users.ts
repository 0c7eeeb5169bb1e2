/** The people on the local Google stand-in's account chooser. Their addresses are example.com. */
export interface DemoGoogleUser {
  sub: string;
  name: string;
  givenName: string;
  email: string;
  blurb: string;
}

export const DEMO_GOOGLE_USERS: readonly DemoGoogleUser[] = [
  {
    sub: '104729385610293847561',
    name: 'Ada Park',
    givenName: 'Ada',
    email: 'ada.park@example.com',
    blurb: 'Vinyl on Sundays, synth-pop on the commute',
  },
  {
    sub: '118273645501928374655',
    name: 'Sam Rivera',
    givenName: 'Sam',
    email: 'sam.rivera@example.com',
    blurb: 'Salsa while cooking, ambient while coding',
  },
];
