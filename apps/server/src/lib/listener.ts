/** Who is calling, as every feature sees them. `email` is null for accounts without a real one. */
export interface Listener {
  id: string;
  name: string;
  email: string | null;
  image: string | null;
  isAnonymous: boolean;
}

export interface ListenerSession {
  user: Listener;
  session: { id: string; expiresAt: Date };
}
