import { describe, expect, it } from 'vitest';
import { importSizes } from './config.ts';
import { type ImportRun, residentMegabytes } from './import.ts';
import { portRange, serveOptions } from './processes.ts';
import { importsSection, replaceSection } from './report.ts';

describe('import benchmark settings', () => {
  it('scales the real sizes, or takes the rows given', () => {
    expect(importSizes(1, {})).toEqual({ roadside: 100_000, owners: 300_000 });
    expect(importSizes(0.1, {})).toEqual({ roadside: 10_000, owners: 30_000 });
    expect(importSizes(1, { BENCH_ROADSIDE_ROWS: '500', BENCH_OWNER_ROWS: '700' })).toEqual({ roadside: 500, owners: 700 });
    expect(() => importSizes(1, { BENCH_OWNER_ROWS: '1e3.5' })).toThrow('BENCH_OWNER_ROWS must be a whole number');
  });

  it('reads a port range', () => {
    expect(portRange(undefined)).toBeUndefined();
    expect(portRange('3430-3432')).toEqual([3430, 3431, 3432]);
    expect(() => portRange('3439-3430')).toThrow('first-last');
  });

  it('starts the server with the options `npm run serve` gives it', () => {
    expect(serveOptions('node --max-semi-space-size=64 dist/server/main.js')).toEqual(['--max-semi-space-size=64']);
    expect(() => serveOptions('tsx server/main.ts')).toThrow('not "node <options> dist/server/main.js"');
  });

  it("reads a process's resident memory from its status", () => {
    expect(residentMegabytes('Name:\tnode\nVmPeak:\t 9000000 kB\nVmRSS:\t  524288 kB\nThreads:\t11\n')).toBe(512);
    expect(() => residentMegabytes('Name:\tnode\n')).toThrow('VmRSS');
  });
});

describe('the Imports section of results.md', () => {
  const run: ImportRun = {
    kind: 'postgresql',
    files: [
      {
        file: 'owners',
        rows: 300_000,
        bytes: 150 * 2 ** 20,
        records: { pentanas: 240_000, pentana_vehicles: 300_000 },
        uploadSeconds: 20,
        copySeconds: 12,
        rss: { before: 150, peak: 210 },
        load: 1.85,
      },
    ],
  };

  it('gives rows per second, the ratio to COPY and the memory', () => {
    const row = importsSection([run])
      .split('\n')
      .find((line) => line.startsWith('| PostgreSQL'));
    expect(row).toBe(
      '| PostgreSQL | CRM owners (POST /api/pentanas/upload) | 300,000 | 150 | 240,000 pentanas, 300,000 pentana_vehicles | 20.0 | 15,000 | 12.0 | 25,000 | **0.60** | 150 → 210 | 1.85 |',
    );
  });

  it('replaces the section in place, or adds it at the end', () => {
    const page = '# Results\n\n## Figures\n\nold\n\n## Imports\n\nold imports\n\n## Loading the data\n\nsteps\n';
    expect(replaceSection(page, 'Imports', '## Imports\n\nnew\n')).toBe(
      '# Results\n\n## Figures\n\nold\n\n## Imports\n\nnew\n\n## Loading the data\n\nsteps\n',
    );
    expect(replaceSection('# Results\n\n## Figures\n\nold\n', 'Imports', '## Imports\n\nnew\n')).toBe('# Results\n\n## Figures\n\nold\n\n## Imports\n\nnew\n');
    expect(replaceSection('# Results\n\n## Imports\n\nold\n', 'Imports', '## Imports\n\nnew\n')).toBe('# Results\n\n## Imports\n\nnew\n');
  });
});
