import { createRequire } from 'node:module';
import path from 'node:path';
import type { Worker as Thread } from 'node:worker_threads';
import { createWorker, OEM, PSM, type Worker, type WorkerParams } from 'tesseract.js';

const require = createRequire(import.meta.url);
/** A licence is read in a few seconds; a read still running after this is given up and its worker ended. */
const READ_TIMEOUT_MS = 60_000;

/** A language model and the engine settings one kind of reading uses. */
export interface Reading {
  language: 'eng' | 'chi_sim';
  parameters: Partial<WorkerParams>;
}

/** The credit code: the English model, told to see only what a credit code is written with (and the letters it leaves out, read as look-alikes later). */
export const CREDIT_CODE_READING: Reading = {
  language: 'eng',
  parameters: { tessedit_char_whitelist: '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ' },
};

/**
 * The licence's printed Chinese text. Read as one block of rows (PSM 6) so that a label and its value,
 * printed far apart, stay on one line, and with the gaps kept as runs of spaces, which part two columns.
 */
export const LICENCE_TEXT_READING: Reading = {
  language: 'chi_sim',
  parameters: { tessedit_pageseg_mode: PSM.SINGLE_BLOCK, preserve_interword_spaces: '1' },
};

/** Each model's package; a require each, so that the bundler leaves them for node_modules. */
const MODEL_PACKAGES: Record<Reading['language'], () => { langPath: string }> = {
  eng: () => require('@tesseract.js-data/eng'),
  chi_sim: () => require('@tesseract.js-data/chi_sim'),
};

/** The OCR engine failed on one image; the request answers for it, the process goes on. */
export class TextReadError extends Error {
  constructor(cause: unknown) {
    super(`OCR failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'TextReadError';
  }
}

/**
 * Reads printed text with tesseract.js, entirely offline: the WASM core comes from the
 * tesseract.js-core package and the model from its @tesseract.js-data package (its 4.0.0_best_int
 * LSTM model) — nothing is fetched and no cache file is written. One worker per reading and app,
 * started on first use, ended when the app closes.
 *
 * The engine runs in a worker thread whose failures must stay with the image that caused them:
 * without an `errorHandler` tesseract.js rethrows a rejected job on the thread's message loop,
 * where nothing can catch it, and a thread that dies emits 'error' with no listener — either
 * ended the whole process. A failed read therefore rejects, and the worker it ran on (whose WASM
 * state an abort may have broken) is ended and replaced on the next read.
 */
interface Engine {
  worker: Promise<Worker>;
  /** The reads waiting on this worker, failed together when it is lost. */
  pending: Set<(error: unknown) => void>;
}

export class LicenceTextReader {
  private engine: Engine | undefined;

  constructor(private readonly reading: Reading = CREDIT_CODE_READING) {}

  /** The folder of the model's LSTM-only best_int build, beside the combined one the package points at. */
  static langPath(language: Reading['language'] = 'eng'): string {
    return path.join(path.dirname(MODEL_PACKAGES[language]().langPath), '4.0.0_best_int');
  }

  private start(): Engine {
    if (this.engine) return this.engine;
    const engine: Engine = { pending: new Set(), worker: Promise.resolve(undefined as unknown as Worker) };
    engine.worker = createWorker(this.reading.language, OEM.LSTM_ONLY, {
      langPath: LicenceTextReader.langPath(this.reading.language),
      gzip: true,
      cacheMethod: 'none',
      // The job's promise rejects as well; this only keeps tesseract.js from rethrowing.
      errorHandler: () => {},
    })
      .then(async (worker) => {
        const thread = (worker as unknown as { worker?: Thread }).worker;
        thread?.on('error', (error) => this.discard(engine, error));
        thread?.on('exit', (exitCode) => this.discard(engine, new Error(`OCR worker exited (${exitCode})`)));
        await worker.setParameters(this.reading.parameters);
        return worker;
      })
      .catch((error: unknown) => {
        if (this.engine === engine) this.engine = undefined;
        throw error;
      });
    this.engine = engine;
    return engine;
  }

  /** Fails the reads waiting on a lost worker and ends it; the next read starts a fresh one. */
  private discard(engine: Engine, error: unknown) {
    if (this.engine === engine) this.engine = undefined;
    for (const reject of engine.pending) reject(error);
    engine.pending.clear();
    void engine.worker.then((worker) => worker.terminate()).catch(() => {});
  }

  async read(image: Buffer): Promise<string> {
    const engine = this.start();
    let timer: NodeJS.Timeout | undefined;
    let abandon: (error: unknown) => void = () => {};
    const lost = new Promise<never>((_, reject) => {
      abandon = reject;
      timer = setTimeout(() => reject(new Error('OCR timed out')), READ_TIMEOUT_MS);
    });
    engine.pending.add(abandon);
    try {
      const worker = await Promise.race([engine.worker, lost]);
      const result = await Promise.race([worker.recognize(image), lost]);
      return result.data.text;
    } catch (error) {
      this.discard(engine, error);
      throw new TextReadError(error);
    } finally {
      clearTimeout(timer);
      engine.pending.delete(abandon);
    }
  }

  async close(): Promise<void> {
    const engine = this.engine;
    this.engine = undefined;
    if (engine) await (await engine.worker.catch(() => undefined))?.terminate();
  }
}
