import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { whatsapp } from '../../lib/paths';

const pages = () => import('./pages/placeholders');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);

/** Mounted under /whatsapp (module 6). */
export const whatsappModuleRoutes: RouteObject[] = [
  { path: whatsapp.route('insights'), lazy: page('InsightsPage') },
  { path: whatsapp.route('account'), lazy: page('WhatsAppAccountPage') },
  { path: whatsapp.route('message-template'), lazy: page('MessageTemplatesPage') },
  { path: whatsapp.route('message-template/add'), lazy: page('AddMessageTemplatePage') },
  { path: whatsapp.route('connect'), lazy: page('ConnectAccountPage') },
  { path: whatsapp.route('connect/callback'), lazy: page('ConnectCallbackPage') },
  { path: whatsapp.route('contacts'), lazy: page('ContactsPage') },
  { path: whatsapp.route('groups'), lazy: page('GroupsPage') },
  { path: whatsapp.route('messages'), lazy: page('CampaignsPage') },
  { path: whatsapp.route('messages/add'), lazy: page('CreateCampaignPage') },
  { path: whatsapp.route('messages/details/:campId'), lazy: page('CampaignDetailPage') },
  { path: whatsapp.route('contact-messages/:contactId'), lazy: page('ContactMessagesPage') },
];
