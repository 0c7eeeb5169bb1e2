import { describe, expect, it } from 'vitest';
import { guardedLogStream, takeLeaks } from './log-guard.ts';

describe('the log guard every test app writes through', () => {
  it('notes lines with a configured secret or an unmasked URL token, and passes every line on', () => {
    const passed: string[] = [];
    const stream = guardedLogStream(['configured-secret-value'], (line) => passed.push(line));
    stream.write('{"msg":"boot","detail":"configured-secret-value"}\n');
    stream.write('{"url":"/api/auth/reset-password/AbC123xyz?callbackURL=%2F"}\n');
    stream.write('{"url":"/api/auth/verify-email?token=eyJhbGciOi"}\n');
    stream.write('{"url":"/api/auth/reset-password/[redacted]?token=%5Bredacted%5D"}\n');
    stream.write('{"msg":"fine"}\n');
    expect(takeLeaks()).toHaveLength(3);
    expect(passed).toHaveLength(5);
    expect(takeLeaks()).toEqual([]);
  });
});
