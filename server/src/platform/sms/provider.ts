import type { SmsPurposeName } from '@hgsc/contracts';
import type { Db } from '../db/client.ts';
import { smsOutbox } from './tables.ts';

export interface SmsMessage {
  mobile: string;
  /** One of SMS_PURPOSES, which the operator's SMS page words. */
  purpose: SmsPurposeName;
  content: string;
  code?: string;
  ip?: string | null;
}

/** DESIGN §5: a provider interface; a real gateway adapter is chosen by SMS_PROVIDER. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** The default provider: every message lands in the outbox table the operator console lists. */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';
  constructor(private db: Db) {}

  async send(message: SmsMessage) {
    await this.db.insert(smsOutbox).values({
      mobile: message.mobile,
      purpose: message.purpose,
      content: message.content,
      code: message.code ?? null,
      ip: message.ip ?? null,
      provider: this.name,
    });
  }
}
