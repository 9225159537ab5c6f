import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazyRoute';
import { admin, whatsapp } from '../../lib/paths';

/** Mounted under /whatsapp (module 6). */
export const whatsappModuleRoutes: RouteObject[] = [
  {
    path: whatsapp.route('insights'),
    lazy: lazyComponent(() => import('./insights/InsightsPage'), 'InsightsPage'),
  },
  {
    path: whatsapp.route('account'),
    lazy: lazyComponent(() => import('./account/AccountPage'), 'AccountPage'),
  },
  {
    path: whatsapp.route('message-template'),
    lazy: lazyComponent(() => import('./templates/TemplatesPage'), 'TemplatesPage'),
  },
  {
    path: whatsapp.route('message-template/add'),
    lazy: lazyComponent(() => import('./templates/AddTemplatePage'), 'AddTemplatePage'),
  },
  {
    path: whatsapp.route('connect'),
    lazy: lazyComponent(() => import('./account/ConnectPage'), 'ConnectPage'),
  },
  {
    path: whatsapp.route('connect/:id'),
    lazy: lazyComponent(() => import('./account/ConnectPage'), 'ConnectPage'),
  },
  {
    path: whatsapp.route('contacts'),
    lazy: lazyComponent(() => import('./contacts/ContactsPage'), 'ContactsPage'),
  },
  { path: whatsapp.route('groups'), lazy: lazyComponent(() => import('./groups/GroupsPage'), 'GroupsPage') },
  {
    path: whatsapp.route('messages'),
    lazy: lazyComponent(() => import('./campaigns/CampaignsPage'), 'CampaignsPage'),
  },
  {
    path: whatsapp.route('messages/add'),
    lazy: lazyComponent(() => import('./campaigns/CreateCampaignPage'), 'CreateCampaignPage'),
  },
  {
    path: whatsapp.route('messages/details/:campId'),
    lazy: lazyComponent(() => import('./campaigns/CampaignDetailPage'), 'CampaignDetailPage'),
  },
  {
    path: whatsapp.route('contact-messages/:contactId'),
    lazy: lazyComponent(() => import('./history/ContactMessagesPage'), 'ContactMessagesPage'),
  },
];

const manage = () => import('./admin/ManageWhatsAppPages');

/** Mounted under /admin (issue 26): every user's campaigns and numbers, and the platform's number. */
export const whatsappAdminRoutes: RouteObject[] = [
  { path: admin.route('manage/whatsapp'), lazy: lazyComponent(manage, 'ManageWhatsAppCampaignsPage') },
  {
    path: admin.route('manage/whatsapp/details/:campId'),
    lazy: lazyComponent(manage, 'ManageWhatsAppCampaignDetailPage'),
  },
  { path: admin.route('manage/whatsapp-numbers'), lazy: lazyComponent(manage, 'ManageWhatsAppNumbersPage') },
  {
    path: admin.route('whatsapp-number'),
    lazy: lazyComponent(() => import('./admin/PlatformNumberPage'), 'PlatformNumberPage'),
  },
];
