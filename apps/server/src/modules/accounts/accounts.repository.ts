import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { account, user } from '../../db/schema.ts';

export interface SignInFacts {
  providers: string[];
  emailVerified: boolean;
  phoneNumberVerified: boolean;
}

/** Which sign-in methods a user has, without reading any secret column. */
export async function findSignInFacts(db: Database, userId: string): Promise<SignInFacts> {
  const [facts] = await db
    .select({ emailVerified: user.emailVerified, phoneNumberVerified: user.phoneNumberVerified })
    .from(user)
    .where(eq(user.id, userId));
  const providers = await db
    .select({ providerId: account.providerId })
    .from(account)
    .where(eq(account.userId, userId));
  return {
    providers: providers.map((row) => row.providerId),
    emailVerified: facts?.emailVerified ?? false,
    phoneNumberVerified: facts?.phoneNumberVerified ?? false,
  };
}
