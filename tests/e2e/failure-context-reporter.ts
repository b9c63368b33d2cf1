// Prints what the page showed when a test failed, at the very end of the run. CI keeps only the output's tail, not
// test-results/, so the error-context file (the page's accessibility snapshot at the failure) is printed beside the
// list reporter's summary: a flake on a slow host can then be told from a wrong page.
import { readFileSync } from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Lines of each page snapshot printed: enough for the header, the main landmark and what it holds. */
const SNAPSHOT_LINES = 60;

export default class FailureContextReporter implements Reporter {
  private readonly failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped' || result.status === test.expectedStatus) return;
    const context = result.attachments.find((attachment) => attachment.name === 'error-context' && attachment.path);
    let snapshot = '(no page snapshot was kept)';
    if (context?.path) {
      try {
        const lines = readFileSync(context.path, 'utf8').split('\n');
        snapshot = lines.slice(0, SNAPSHOT_LINES).join('\n') + (lines.length > SNAPSHOT_LINES ? `\n… ${lines.length - SNAPSHOT_LINES} more lines` : '');
      } catch (error) {
        snapshot = `(the page snapshot could not be read: ${(error as Error).message})`;
      }
    }
    this.failures.push(`── ${test.titlePath().filter(Boolean).join(' › ')} (${result.status}, ${Math.round(result.duration / 100) / 10} s)\n${snapshot}`);
  }

  onEnd(_result: FullResult): void {
    if (!this.failures.length) return;
    console.log(`\nWhat the page showed at each failure (error-context):\n${this.failures.join('\n\n')}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
