// `npm start` runs this after the build: opens and migrates the database, seeds it, serves.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { demoAdminAllowed, NO_ADMIN_WARNING } from './seed/demo-admin.ts';
import { DEMO_ACCOUNTS, seed } from './seed/index.ts';

async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });
  const demo = await seed(app.database.db, app.files, config, app.log);
  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  myGWM is running at ${url}  (database: ${app.database.kind}${app.database.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`,
    `  Back office: ${url}/adminlogin   API docs: ${url}/api/docs`,
  ];
  if (demo || config.demoData) {
    lines.push('  Demo accounts (password for each in brackets):');
    const accounts = DEMO_ACCOUNTS.filter((account) => account.role !== 'ADMIN' || demoAdminAllowed(config));
    for (const account of accounts) lines.push(`    ${account.role.padEnd(6)} ${account.email}  (${account.password})`);
  }
  if (config.admin) lines.push(`  Administrator from ADMIN_EMAIL: ${config.admin.email}`);
  else if (config.demoData && !demoAdminAllowed(config)) lines.push('', `  !!! ${NO_ADMIN_WARNING(config.host)}`);
  console.log(`${lines.join('\n')}\n`);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal}: closing`);
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error: Error) => {
  console.error(`myGWM could not start: ${error.message}`);
  process.exit(1);
});
