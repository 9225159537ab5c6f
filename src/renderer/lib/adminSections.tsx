import {
  ApartmentOutlined,
  AppstoreOutlined,
  BgColorsOutlined,
  BorderOuterOutlined,
  CloudUploadOutlined,
  CreditCardOutlined,
  DesktopOutlined,
  DollarOutlined,
  ExperimentOutlined,
  FontSizeOutlined,
  FormOutlined,
  GlobalOutlined,
  HistoryOutlined,
  IdcardOutlined,
  LayoutOutlined,
  MessageOutlined,
  NotificationOutlined,
  PhoneOutlined,
  PictureOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  RobotOutlined,
  RocketOutlined,
  SettingOutlined,
  ScheduleOutlined,
  TagsOutlined,
  TeamOutlined,
  TranslationOutlined,
  WalletOutlined,
  WhatsAppOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';
import { adminPath, PATHS } from './paths';

export interface AdminItem {
  label: string;
  icon: ComponentType;
  to: string;
  /** Pages of this item whose address is not under `to` (the spec's flat add-template, edit-template). */
  also?: string[];
}

export interface AdminGroup {
  label: 'Masters' | 'Log & Chats' | 'Imports' | 'System';
  items: AdminItem[];
}

/** The admin sidebar, groups and items in the order of spec 00 section 2; Settings below Imports (issue 9 §1). */
export const ADMIN_GROUPS: AdminGroup[] = [
  {
    label: 'Masters',
    items: [
      { label: 'User', icon: TeamOutlined, to: adminPath('users') },
      { label: 'Category', icon: ApartmentOutlined, to: adminPath('category') },
      { label: 'Sub Category', icon: AppstoreOutlined, to: adminPath('subcategory') },
      { label: 'Tag', icon: TagsOutlined, to: adminPath('tag') },
      // Issue 12's other masters, after the spec's Tag: what templates, frames and posts pick from.
      { label: 'Template Field', icon: FormOutlined, to: adminPath('template-field') },
      { label: 'Font', icon: FontSizeOutlined, to: adminPath('font') },
      { label: 'Colour', icon: BgColorsOutlined, to: adminPath('colour') },
      { label: 'Language', icon: TranslationOutlined, to: adminPath('language') },
      { label: 'Template', icon: LayoutOutlined, to: adminPath('template') },
      {
        label: 'Frame',
        icon: BorderOuterOutlined,
        to: adminPath('frame'),
        also: [adminPath('create-frame')],
      },
      {
        label: 'NFC Frame',
        icon: IdcardOutlined,
        to: adminPath('nfc-frame'),
        also: [adminPath('create-nfc-frame')],
      },
      {
        label: 'Web Template',
        icon: GlobalOutlined,
        to: adminPath('web-template'),
        also: [adminPath('add-template'), `${PATHS.admin}/edit-template`],
      },
      { label: 'Subscription Packages', icon: WalletOutlined, to: adminPath('packages') },
      { label: 'Posts', icon: PictureOutlined, to: adminPath('manage/post') },
      { label: 'Websites', icon: DesktopOutlined, to: adminPath('manage/website') },
      { label: 'Web Updates', icon: NotificationOutlined, to: adminPath('manage/web') },
      { label: 'Cards', icon: CreditCardOutlined, to: adminPath('manage/card') },
      { label: 'Bots', icon: RobotOutlined, to: adminPath('manage/bot') },
      { label: 'Campaigns', icon: RocketOutlined, to: adminPath('manage/campaign') },
      { label: 'WhatsApp Campaigns', icon: WhatsAppOutlined, to: adminPath('manage/whatsapp') },
      { label: 'WhatsApp Numbers', icon: PhoneOutlined, to: adminPath('manage/whatsapp-numbers') },
    ],
  },
  {
    label: 'Log & Chats',
    items: [
      { label: 'Known Chats', icon: MessageOutlined, to: adminPath('known-chat') },
      { label: 'Unknown Chats', icon: QuestionCircleOutlined, to: adminPath('unknown-chat') },
      { label: 'Renewal Reminder Logs', icon: ScheduleOutlined, to: adminPath('renewal-reminder') },
      { label: 'AI Logs', icon: ExperimentOutlined, to: adminPath('ai-logs') },
      { label: 'Payment Logs', icon: DollarOutlined, to: adminPath('payment-logs') },
      { label: 'Plan Logs', icon: ProfileOutlined, to: adminPath('plan-logs') },
      { label: 'Cron Logs', icon: HistoryOutlined, to: adminPath('cron-logs') },
    ],
  },
  {
    label: 'Imports',
    items: [{ label: 'Import Users', icon: CloudUploadOutlined, to: adminPath('ImportUsers') }],
  },
  {
    // Issue 9 §1: the integrations (payments, WhatsApp, SMS, AI, storage) and Invoice Settings.
    label: 'System',
    items: [
      { label: 'Settings', icon: SettingOutlined, to: adminPath('settings') },
      // Sign-in codes, reminders and form notices go from this number (the Settings card's values).
      { label: 'Platform WhatsApp', icon: WhatsAppOutlined, to: adminPath('whatsapp-number') },
    ],
  },
];

const under = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/** The sidebar item a path belongs to: the longest item path that prefixes it. */
export function activeAdminItem(pathname: string): AdminItem | undefined {
  return ADMIN_GROUPS.flatMap((g) => g.items)
    .filter((i) => under(pathname, i.to) || i.also?.some((to) => under(pathname, to)))
    .sort((a, b) => b.to.length - a.to.length)[0];
}
