// `npm start` runs this after the build: opens and migrates the database, seeds it, serves.
import { buildApp } from './app.ts';
import { loadConfig } from './core/config.ts';
import { demoAccounts as demoAccountsOf, NO_ADMIN_WARNING, NOT_LOCAL_NOTICE } from './seed/demo-access.ts';
import { seed } from './seed/index.ts';
import { stopOnSignals } from './shutdown.ts';

async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  // Processes starting together on one database must not each load the demo into it (startup-lock.ts).
  const { demoAccounts, plan, hasAdmin } = await app.database.exclusively(() => seed(app.database.db, app.files, config, app.log));
  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  myGWM is running at ${url}  (database: ${app.database.kind}${app.database.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`,
    `  Back office: ${url}/adminlogin   API docs: ${url}/api/docs`,
  ];
  // The README's passwords hold on every start of a local demo; passwords made at start are shown once.
  const shown = plan.passwords.published && plan.load ? demoAccountsOf(plan) : demoAccounts;
  if (shown.length > 0) {
    lines.push(`  Demo accounts (password for each in brackets${plan.passwords.published ? '' : ', made at this start and shown only now'}):`);
    for (const account of shown) lines.push(`    ${account.role.padEnd(6)} ${account.email}  (${account.password})`);
  }
  if (!plan.load && config.demoData === undefined) lines.push('', `  ${NOT_LOCAL_NOTICE}`);
  if (config.admin) lines.push(`  Administrator from ADMIN_EMAIL: ${config.admin.email}`);
  if (!hasAdmin) lines.push('', `  !!! ${NO_ADMIN_WARNING}`);
  console.log(`${lines.join('\n')}\n`);
  stopOnSignals(app);
}

main().catch((error: Error) => {
  console.error(`myGWM could not start: ${error.message}`);
  process.exit(1);
});
