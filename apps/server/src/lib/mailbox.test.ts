import { describe, expect, it } from 'vitest';
import { mailboxOf } from './mailbox.ts';

describe('mailboxOf', () => {
  it('reads case, + tags and Gmail dots as the same mailbox', () => {
    expect(mailboxOf(' Friend+Rainy@Example.com ')).toBe('friend@example.com');
    expect(mailboxOf('jo.ni.mitchell+blue@googlemail.com')).toBe('jonimitchell@gmail.com');
    expect(mailboxOf('jo.ni@example.com')).toBe('jo.ni@example.com');
  });
});
