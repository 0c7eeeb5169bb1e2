/** One text message to an E.164 number. */
export interface SmsMessage {
  to: string;
  text: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** "+1•••••4567": enough to tell messages apart in a log line, not enough to reach anyone. */
export function maskPhoneNumber(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, '');
  return `+${digits.slice(0, Math.max(0, digits.length - 10)) || ''}•••${digits.slice(-4)}`;
}
