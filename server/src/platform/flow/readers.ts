import type { CompanyAccess } from '../auth/plugin.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../http/app-error.ts';

/** The person asking, and the company they act for (null before they certify or join one). */
export interface LogReader {
  userId: number;
  company: CompanyAccess | null;
  /** The platform's operator: reads the logs of what the platform audits. */
  operator: boolean;
}

/** Refuses a reader who may not see this entity (and so its log) as reading the entity would: 404, or 403. */
export type LogReadRule = (db: Db, reader: LogReader, bizId: number) => Promise<void>;

const rules = new Map<string, LogReadRule>();

/**
 * Each entity kind says who may read its log — who may read the entity itself — once, on import of its module (an
 * order: either side with its order permission). A kind nobody registered is read by nobody.
 */
export function registerLogReadRule(bizType: string, rule: LogReadRule): void {
  rules.set(bizType, rule);
}

export async function checkLogReader(db: Db, reader: LogReader, bizType: string, bizId: number): Promise<void> {
  const rule = rules.get(bizType);
  if (!rule) throw notFound();
  await rule(db, reader, bizId);
}
