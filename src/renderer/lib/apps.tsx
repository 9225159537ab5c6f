import {
  GlobalOutlined,
  IdcardOutlined,
  PictureOutlined,
  RobotOutlined,
  RocketOutlined,
  WhatsAppOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { MODULES, MODULE_NAMES, type ModuleKey, type ModuleNumber } from '../../shared/account/modules';
import { botPath, campaignPath, cardPath, postPath, webPath, whatsappPath } from './paths';

export interface AppTab {
  label: string;
  to: string;
}

export interface AppDef {
  key: ModuleKey;
  module: ModuleNumber;
  name: string;
  description: string;
  icon: ComponentType;
  /** The tile's accent. */
  color: string;
  /** First path segment of the app's routes. */
  base: `/${string}`;
  /** The app switcher's tabs (spec 00 section 2); the first is the app's home. */
  tabs: [AppTab, ...AppTab[]];
}

/** An app's definition: its module's number and name, and its section at `/{key}`. */
function app(
  key: ModuleKey,
  look: Pick<AppDef, 'description' | 'icon' | 'color'>,
  tabs: [label: string, to: string][],
): AppDef {
  const [first, ...rest] = tabs.map(([label, to]) => ({ label, to }));
  return {
    key,
    module: MODULES[key],
    name: MODULE_NAMES[MODULES[key]],
    base: `/${key}`,
    ...look,
    tabs: [first, ...rest],
  };
}

export const APPS: AppDef[] = [
  app(
    'post',
    {
      description: 'Create, schedule and publish social posts with your branded frames.',
      icon: PictureOutlined,
      color: '#6d4aff',
    },
    [
      ['Home', postPath('home')],
      ['Posts', postPath('my-posts')],
      ['Frames', postPath('my-frames')],
    ],
  ),
  app(
    'web',
    {
      description: 'Build your website, post updates and follow its visitors.',
      icon: GlobalOutlined,
      color: '#0ea5e9',
    },
    [
      ['Analytics', webPath('analytics')],
      ['Updates', webPath('updates')],
      ['Content', webPath('content')],
      ['Publish', webPath('publish')],
    ],
  ),
  app(
    'bot',
    {
      description: 'Chatbots that answer and collect leads on your website and WhatsApp.',
      icon: RobotOutlined,
      color: '#ae02d4',
    },
    [
      ['Home', botPath('my-bots')],
      ['Analytics', botPath('analytics')],
      ['Deploy', botPath('deploy')],
    ],
  ),
  app(
    'card',
    {
      description: 'Digital business cards with a shareable public page and QR code.',
      icon: IdcardOutlined,
      color: '#f59e0b',
    },
    [['Home', cardPath('my-cards')]],
  ),
  app(
    'campaign',
    {
      description: 'Shareable campaign image pages with a log of their visitors.',
      icon: RocketOutlined,
      color: '#ef4444',
    },
    [['Home', campaignPath('my-campaigns')]],
  ),
  app(
    'whatsapp',
    {
      description: 'Message templates, contacts, groups and WhatsApp marketing campaigns.',
      icon: WhatsAppOutlined,
      color: '#16a34a',
    },
    [
      ['Insights', whatsappPath('insights')],
      ['Templates', whatsappPath('message-template')],
      ['Contacts', whatsappPath('contacts')],
      ['Campaigns', whatsappPath('messages')],
    ],
  ),
];

export const appByModule = (module: number): AppDef | undefined => APPS.find((a) => a.module === module);

/** The app whose section a path is in (`/bot/my-bots` → Bot), if any. */
export const appForPath = (pathname: string): AppDef | undefined =>
  APPS.find((a) => pathname === a.base || pathname.startsWith(`${a.base}/`));

/** The tab of `app` the path belongs to: the longest tab path that prefixes it. */
export function activeTab(app: AppDef, pathname: string): AppTab | undefined {
  return app.tabs
    .filter((t) => pathname === t.to || pathname.startsWith(`${t.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
}

/**
 * The apps a session may open: the User's entitled modules (Account/Me); the module gate applies
 * to the User role only (spec 00 section 6), so an Admin has all of them.
 */
export function appsFor(role: string | undefined, modules: readonly number[] | undefined): AppDef[] {
  if (role === 'Admin') return APPS;
  const allowed = new Set(modules ?? []);
  return APPS.filter((a) => allowed.has(a.module));
}
