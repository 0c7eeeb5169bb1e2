/** One e-mail. The give-a-recommendation feature sends friends mail through the same interface. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * `.invalid` is reserved (RFC 2606): the product gives such placeholder addresses to accounts
 * without a real one (Spotify development apps, phone-only sign-in), and never mails them.
 */
export function isDeliverableAddress(address: string): boolean {
  return !/\.invalid>?$/i.test(address.trim());
}
