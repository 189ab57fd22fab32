// Lighthouse alone, for work on a page's scores: `npx tsx bench/lighthouse-pages.ts [name...]` scores
// the pages named (lighthouse.ts's names: garage, dashboard...; all without any) on the current
// build (`npm run build` first) and prints first-load.md's section rather than writing it.
import { demoTokens, withDemoSite } from './demo-site.ts';
import { lighthouseSection } from './lighthouse.ts';

const section = await withDemoSite(async (baseURL) => lighthouseSection(baseURL, await demoTokens(baseURL), process.argv.slice(2)));
console.log(section.join('\n'));
