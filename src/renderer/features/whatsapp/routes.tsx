import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';

const pages = () => import('./pages/placeholders');
const page = (name: keyof Awaited<ReturnType<typeof pages>>) => lazyComponent(pages, name);

/** Mounted under /whatsapp (module 6). */
export const whatsappModuleRoutes: RouteObject[] = [
  { path: 'insights', lazy: page('InsightsPage') },
  { path: 'account', lazy: page('WhatsAppAccountPage') },
  { path: 'message-template', lazy: page('MessageTemplatesPage') },
  { path: 'message-template/add', lazy: page('AddMessageTemplatePage') },
  { path: 'connect', lazy: page('ConnectAccountPage') },
  { path: 'connect/callback', lazy: page('ConnectCallbackPage') },
  { path: 'contacts', lazy: page('ContactsPage') },
  { path: 'groups', lazy: page('GroupsPage') },
  { path: 'messages', lazy: page('CampaignsPage') },
  { path: 'messages/add', lazy: page('CreateCampaignPage') },
  { path: 'messages/details/:campId', lazy: page('CampaignDetailPage') },
  { path: 'contact-messages/:contactId', lazy: page('ContactMessagesPage') },
];
