import { benchAi } from './ai';
import { benchBilling } from './billing';
import { benchBots } from './bots';
import { benchBotsWhatsApp } from './bots-whatsapp';
import { benchCampaignPage } from './campaign-page';
import { benchCampaigns } from './campaigns';
import { benchCards } from './cards';
import { benchContactsImport } from './contacts-import';
import { benchFrames } from './frames';
import { benchImport } from './imports';
import { benchInbox } from './inbox';
import { benchLocations } from './locations';
import { benchPosts } from './posts';
import { benchRenderer, printRendererBench } from './renderer';
import { benchAccountMe } from './server';
import { benchTemplates } from './templates';
import { benchUploads } from './uploads';
import { benchWeb } from './web';
import { benchWhatsAppCampaigns } from './whatsapp-campaigns';

/** `npm run bench`: each benchmark prints its figures; nothing here asserts a timing. */
const only = process.argv[2];
const benches: Record<string, () => Promise<unknown>> = {
  server: () => benchAccountMe(Number(process.env.BENCH_SECONDS ?? 10)),
  imports: () => benchImport(),
  billing: () => benchBilling({ rows: Number(process.env.BENCH_BILLING_ROWS ?? 100_000) }),
  ai: () => benchAi(),
  locations: () => benchLocations(),
  frames: () => benchFrames(),
  templates: () => benchTemplates(),
  campaigns: () => benchCampaigns(),
  'campaign-page': () => benchCampaignPage(),
  cards: () => benchCards(),
  posts: () => benchPosts(),
  renderer: () => benchRenderer().then(printRendererBench),
  uploads: () => benchUploads(),
  web: () => benchWeb(),
  bots: () => benchBots(),
  'bots-whatsapp': () => benchBotsWhatsApp(),
  'whatsapp-campaigns': () => benchWhatsAppCampaigns(),
  'contacts-import': () => benchContactsImport(),
  inbox: () => benchInbox(),
};

for (const [name, bench] of Object.entries(benches)) {
  if (only && only !== name) continue;
  await bench();
}
