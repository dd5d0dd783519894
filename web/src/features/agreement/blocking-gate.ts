import { useEffect, useSyncExternalStore } from 'react';
import { handleErrorCode, onSessionEnd } from '../../shared/request/http.ts';

/**
 * A gate the request layer holds calls at: while open, every call answering 403 with `errorCode` waits (no toast)
 * until the user does what the server asks — then it is sent again — or gives up, when it fails quietly. `parse`
 * reads what the answer asks for (the versions to accept).
 */
export interface BlockingGate<T> {
  /** Takes the code's answers while registered; answers the unregistration. */
  register(): () => void;
  /** Closes the gate: `retry` sends the waiting calls again, else they fail quietly. */
  settle(retry: boolean): void;
  subscribe(listener: () => void): () => void;
  /** What the server asks for, or null while the gate is open. */
  asked(): T | null;
}

export function createBlockingGate<T>(errorCode: string, parse: (data: Record<string, unknown>) => T): BlockingGate<T> {
  let state: T | null = null;
  let waiting: ((retry: boolean) => void)[] = [];
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const settle = (retry: boolean): void => {
    const settled = waiting;
    waiting = [];
    state = null;
    emit();
    for (const resolve of settled) resolve(retry);
  };
  const open = (data: Record<string, unknown>): Promise<boolean> => {
    state = parse(data);
    emit();
    return new Promise((resolve) => waiting.push(resolve));
  };
  return {
    register() {
      const offCode = handleErrorCode(errorCode, open);
      const offSession = onSessionEnd(() => settle(false));
      return () => {
        offCode();
        offSession();
        settle(false);
      };
    },
    settle,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    asked: () => state,
  };
}

const closed = () => null;

/** Registers the gate in the request layer while mounted; what the server asks for, or null when open. */
export function useBlockingGate<T>(gate: BlockingGate<T>): T | null {
  useEffect(() => gate.register(), [gate]);
  // No gate in a page the server draws (app/server-render.tsx).
  return useSyncExternalStore(gate.subscribe, gate.asked, closed);
}
