import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isContainedFailure } from './crash-guard.ts';

const serverDir = path.resolve(import.meta.dirname, '../../..');

/** Runs a script in a child process with the guard installed; what it printed and how it ended. */
function runGuarded(script: string): Promise<{ output: string; code: number | null }> {
  const source = `
    import { installCrashGuard } from './src/platform/process/crash-guard.ts';
    installCrashGuard(
      { kept: (kind, e) => console.log('kept', kind, e instanceof Error ? e.message : String(e)), fatal: (e) => console.log('fatal', e.message) },
      () => process.exit(3),
    );
    ${script}
  `;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source], {
      cwd: serverDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ output, code }));
  });
}

describe('the process-level guard', () => {
  it('keeps serving after a failure of a contained part (the OCR engine, a lost database connection) or an unhandled rejection', async () => {
    const { output, code } = await runGuarded(`
      const ocr = new Error('Error attempting to read image.');
      ocr.stack = 'Error: Error attempting to read image.\\n    at Worker.<anonymous> (/app/node_modules/tesseract.js/src/createWorker.js:217:15)';
      setTimeout(() => { throw ocr; }, 0);
      setTimeout(() => { throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }); }, 5);
      setTimeout(() => void Promise.reject(new Error('nobody awaited me')), 10);
      setTimeout(() => { console.log('still serving'); process.exit(0); }, 50);
    `);
    expect(output).toContain('kept exception Error attempting to read image.');
    expect(output).toContain('kept exception terminating connection due to administrator command');
    expect(output).toContain('kept rejection nobody awaited me');
    expect(output).toContain('still serving');
    expect(code).toBe(0);
  }, 30_000);

  it('ends the process on any other uncaught exception, whose damage is unknown', async () => {
    const { output, code } = await runGuarded(`
      setTimeout(() => { throw new TypeError('a bug'); }, 0);
      setTimeout(() => { console.log('still serving'); process.exit(0); }, 200);
    `);
    expect(output).toContain('fatal a bug');
    expect(output).not.toContain('still serving');
    expect(code).toBe(3);
  }, 30_000);

  it('tells contained failures by their origin', () => {
    const tesseract = new Error('RuntimeError: Aborted(-1)');
    tesseract.stack = 'Error\n    at /srv/node_modules/tesseract.js/src/createWorker.js:217:15';
    expect(isContainedFailure(tesseract)).toBe(true);
    expect(isContainedFailure(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isContainedFailure(new Error('undefined is not a function'))).toBe(false);
  });
});
