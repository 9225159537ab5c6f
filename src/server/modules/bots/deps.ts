import type { AppContext } from '../../context';
import type { BillingService } from '../billing/service';
import type { BrandService } from '../brand/service';
import type { FilesService } from '../files/service';

/** What the bots area's functions need of one server: built once in service.ts. */
export interface BotsDeps {
  ctx: AppContext;
  files: FilesService;
  billing: BillingService;
  brand: BrandService;
  /** Which of these bots have a WhatsApp number connected (the whatsapp/ folder's table). */
  connectedBots: (botIds: number[]) => Promise<Set<number>>;
}
