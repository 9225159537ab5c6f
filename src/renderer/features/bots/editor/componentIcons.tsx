import {
  ApiOutlined,
  FileImageOutlined,
  FilePdfOutlined,
  FontSizeOutlined,
  LinkOutlined,
  MailOutlined,
  MessageOutlined,
  NumberOutlined,
  PhoneOutlined,
  QuestionCircleOutlined,
  UnorderedListOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { ComponentKey } from '../../../../shared/bots/component-types';
import { componentType } from '../../../../shared/bots/component-types';

const ICONS: Record<ComponentKey, ReactNode> = {
  message: <MessageOutlined />,
  name: <UserOutlined />,
  phone: <PhoneOutlined />,
  email: <MailOutlined />,
  choice: <UnorderedListOutlined />,
  text: <FontSizeOutlined />,
  number: <NumberOutlined />,
  image: <FileImageOutlined />,
  file: <FilePdfOutlined />,
  link: <LinkOutlined />,
  api: <ApiOutlined />,
};

/** The palette's and the flow list's icon of a component type. */
export function ComponentIcon({ typeId }: { typeId: number }) {
  const type = componentType(typeId);
  return <>{type ? ICONS[type.key] : <QuestionCircleOutlined />}</>;
}
