import { randomBytes } from 'node:crypto';

export interface AuthorizationCode {
  code: string;
  clientId: string;
  redirectUri: string;
  userId: string;
  scopes: string[];
  codeChallenge?: string;
  expiresAt: number;
  used: boolean;
}

export const CODE_TTL_MS = 10 * 60 * 1000;

/** Single-use authorization codes, valid for ten minutes. */
export class AuthorizationCodes {
  readonly #codes = new Map<string, AuthorizationCode>();
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  create(grant: Omit<AuthorizationCode, 'code' | 'expiresAt' | 'used'>): string {
    const code = `AQ${randomBytes(120).toString('base64url')}`;
    this.#codes.set(code, { ...grant, code, expiresAt: this.#now() + CODE_TTL_MS, used: false });
    return code;
  }

  get(code: string): AuthorizationCode | undefined {
    return this.#codes.get(code);
  }

  isExpired(grant: AuthorizationCode): boolean {
    return grant.expiresAt <= this.#now();
  }

  clear(): void {
    this.#codes.clear();
  }
}
