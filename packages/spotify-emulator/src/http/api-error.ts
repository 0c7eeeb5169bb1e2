/** Thrown by Web API handlers; the server answers with Spotify's `{"error": {...}}` body. */
export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** Thrown by accounts-service handlers; answered as `{"error": code, "error_description": ...}`. */
export class OAuthError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, description: string) {
    super(description);
    this.status = status;
    this.code = code;
  }
}
