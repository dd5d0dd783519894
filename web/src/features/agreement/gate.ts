import { useEffect, useSyncExternalStore } from 'react';
import { handleErrorCode, onSessionEnd } from '../../shared/request/http.ts';

/** The versions a 403 AGREEMENT_REQUIRED answer asks the user to accept (0: none published). */
export interface GateVersions {
  userAgreementVersion: number;
  privacyVersion: number;
}

/**
 * The agreement gate: while the user has not accepted the current agreements, every call that
 * answers 403 AGREEMENT_REQUIRED waits here (no toast) until the user accepts — then it is sent
 * again — or leaves, when it fails quietly.
 */
let state: GateVersions | null = null;
let waiting: ((retry: boolean) => void)[] = [];
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

const asVersion = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);

function openGate(data: Record<string, unknown>): Promise<boolean> {
  state = { userAgreementVersion: asVersion(data.userAgreementVersion), privacyVersion: asVersion(data.privacyVersion) };
  emit();
  return new Promise((resolve) => waiting.push(resolve));
}

/** Closes the gate: `retry` sends the waiting calls again (accepted), else they fail quietly. */
export function settleGate(retry: boolean): void {
  const settled = waiting;
  waiting = [];
  state = null;
  emit();
  for (const resolve of settled) resolve(retry);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const closedGate = () => null;

/** Registers the gate in the request layer while mounted; the versions to accept, or null when open. */
export function useAgreementGate(): GateVersions | null {
  useEffect(() => {
    const offCode = handleErrorCode('AGREEMENT_REQUIRED', openGate);
    const offSession = onSessionEnd(() => settleGate(false));
    return () => {
      offCode();
      offSession();
      settleGate(false);
    };
  }, []);
  // No gate in a page the server draws (app/server-render.tsx).
  return useSyncExternalStore(subscribe, () => state, closedGate);
}
