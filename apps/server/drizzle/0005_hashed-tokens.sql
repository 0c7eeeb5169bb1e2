-- Session tokens are kept as their SHA-256 (base64url, no padding), as the server now looks them up.
-- Every session stays valid: the cookie still carries the token, and its hash is what is stored.
UPDATE "session" SET "token" = rtrim(translate(encode(sha256(convert_to("token", 'UTF8')), 'base64'), '+/', '-_'), '=');
