// The README's nginx site is the one the several-processes test and the faults run: an operator
// who copies it gets what was tested.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { balancerSite } from '../support/balancer.ts';

it("the README's nginx configuration is the balancer the tests run", () => {
  const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
  expect(readme).toContain(`\`\`\`nginx\n${balancerSite(['app1:3000', 'app2:3000', 'app3:3000'], '80')}\n\`\`\``);
});
