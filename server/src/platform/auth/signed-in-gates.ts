import type { AppContext } from '../context.ts';
import type { Auth } from './plugin.ts';

/**
 * A check every signed-in call passes after its session is known and before its route's own access rule (a newer
 * user agreement to accept first). Throws to refuse the call.
 */
export type SignedInGate = (ctx: AppContext, auth: Auth, routeUrl: string | undefined) => Promise<void>;

const gates: SignedInGate[] = [];

/** A module adds its gate once, on import (the agreement module: the agreement gate). */
export function registerSignedInGate(gate: SignedInGate): void {
  if (!gates.includes(gate)) gates.push(gate);
}

export async function passSignedInGates(ctx: AppContext, auth: Auth, routeUrl: string | undefined): Promise<void> {
  for (const gate of gates) await gate(ctx, auth, routeUrl);
}
