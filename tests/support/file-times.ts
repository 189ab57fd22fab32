// A Vitest reporter that writes how long each test file took, start to end (import, hooks and tests),
// to the JSON file named by FILE_TIMES, for the slowest files that `npm test` lists at its end.
// Vitest's own JSON report times only the tests, which leaves out a file's setup.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export default class FileTimes implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const file = process.env.FILE_TIMES;
    if (!file) return;
    const times = modules.map((module) => {
      const { prepareDuration, collectDuration, setupDuration, duration } = module.diagnostic();
      return { file: relative(process.cwd(), module.moduleId), ms: Math.round(prepareDuration + collectDuration + setupDuration + duration) };
    });
    writeFileSync(file, JSON.stringify(times));
  }
}
