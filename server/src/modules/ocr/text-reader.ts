import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';

const require = createRequire(import.meta.url);
const WHITELIST = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Reads printed Latin text (the licence's credit code) with tesseract.js, entirely offline: the
 * WASM core comes from the tesseract.js-core package and the English model from the
 * @tesseract.js-data/eng package (its 4.0.0_best_int LSTM model) — nothing is fetched and no
 * cache file is written. One worker per app, started on first use, ended when the app closes.
 */
export class LicenceTextReader {
  private worker: Promise<Worker> | undefined;

  static langPath(): string {
    const eng = require('@tesseract.js-data/eng') as { langPath: string };
    return path.join(path.dirname(eng.langPath), '4.0.0_best_int');
  }

  private start(): Promise<Worker> {
    this.worker ??= createWorker('eng', OEM.LSTM_ONLY, {
      langPath: LicenceTextReader.langPath(),
      gzip: true,
      cacheMethod: 'none',
    })
      .then(async (worker) => {
        // Only what a credit code is written with (plus the letters it leaves out, read as look-alikes later).
        await worker.setParameters({ tessedit_char_whitelist: WHITELIST });
        return worker;
      })
      .catch((error: unknown) => {
        this.worker = undefined;
        throw error;
      });
    return this.worker;
  }

  async read(image: Buffer): Promise<string> {
    const worker = await this.start();
    const result = await worker.recognize(image);
    return result.data.text;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await (await worker.catch(() => undefined))?.terminate();
  }
}
