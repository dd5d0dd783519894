import { isConnectionLoss } from '../db/availability.ts';

/**
 * Failures that may surface outside any request without the process being in doubt: a lost
 * database connection (its requests already answered 503) and the OCR engine's worker thread
 * (its read already failed). Anything else thrown where nothing caught it is a bug whose damage
 * is unknown, and the process ends so that it restarts clean.
 */
export function isContainedFailure(error: unknown): boolean {
  if (isConnectionLoss(error)) return true;
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  return /[\\/]node_modules[\\/](tesseract\.js|tesseract\.js-core)[\\/]/.test(stack);
}

export interface CrashGuardLog {
  kept(kind: 'exception' | 'rejection', error: unknown): void;
  fatal(error: unknown): void;
}

/**
 * The process-level guard: nothing a client sends may end the process. A contained failure or a
 * promise rejected without a handler is logged and the process keeps serving; any other uncaught
 * exception is logged and `exit` is called. Answers a function that removes the guard.
 */
export function installCrashGuard(log: CrashGuardLog, exit: (error: unknown) => void): () => void {
  const onException = (error: unknown) => {
    if (isContainedFailure(error)) log.kept('exception', error);
    else {
      log.fatal(error);
      exit(error);
    }
  };
  const onRejection = (reason: unknown) => log.kept('rejection', reason);
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  return () => {
    process.off('uncaughtException', onException);
    process.off('unhandledRejection', onRejection);
  };
}
